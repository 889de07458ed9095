import type { Branch, Company, Role, User } from '@tawi/contracts';
import type { branches, companies, roles, users } from '@tawi/db';

type CompanyRow = typeof companies.$inferSelect;
type BranchRow = typeof branches.$inferSelect;
type RoleRow = typeof roles.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const toCompany = (row: CompanyRow, hasLogo: boolean): Company => ({
  id: row.id,
  name: row.name,
  kraPin: row.kraPin,
  vatRegistered: row.vatRegistered,
  vatRegisteredFrom: row.vatRegistered ? row.vatRegisteredFrom : null,
  sellingPriceIncludesTax: row.sellingPriceIncludesTax,
  vatNumber: row.vatNumber,
  address: row.address,
  phone: row.phone,
  email: row.email,
  hasLogo,
  financialYearStartMonth: row.financialYearStartMonth,
  currency: 'KES',
  timeZone: row.timeZone,
  lockDate: row.lockDate,
  passwordPolicy: row.passwordPolicy,
  paymentInstructions: row.paymentInstructions ?? null,
  allowNegativeStock: row.allowNegativeStock,
  withholdingVatAgent: row.withholdingVatAgent,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toBranch = (row: BranchRow): Branch => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  code: row.code,
  address: row.address,
  phone: row.phone,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toRole = (row: RoleRow, userCount: number): Role => ({
  id: row.id,
  companyId: row.companyId,
  key: row.key,
  name: row.name,
  description: row.description,
  builtIn: row.builtIn,
  allBranches: row.allBranches,
  permissions: row.permissions,
  userCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toUser = (row: UserRow, roleName: string, branchIds: string[]): User => ({
  id: row.id,
  companyId: row.companyId,
  fullName: row.fullName,
  email: row.email,
  roleId: row.roleId,
  roleName,
  branchId: row.homeBranchId,
  branchIds,
  isActive: row.isActive,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
