import { isPermission } from '@tawi/domain';
import { z } from 'zod';
import { emailField, passwordField } from './auth';
import { blankToUndefined, listQuery } from './common';
import { recordStamps } from './documents';
import { namedRef } from './record-fields';

export const user = z.object({
  id: z.string(),
  companyId: z.string(),
  fullName: z.string(),
  email: z.string(),
  ...namedRef('role'),
  branchId: z.string(),
  branchIds: z.array(z.string()),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
  ...recordStamps,
});
export type User = z.infer<typeof user>;

const branchIds = z.array(z.uuid()).min(1).max(500);

export const userCreate = z.strictObject({
  fullName: z.string().trim().min(1).max(120),
  email: emailField,
  password: passwordField,
  roleId: z.uuid(),
  branchIds,
  branchId: z.uuid(),
});
export type UserCreate = z.infer<typeof userCreate>;

export const userUpdate = z.strictObject({
  fullName: z.string().trim().min(1).max(120).optional(),
  roleId: z.uuid().optional(),
  branchIds: branchIds.optional(),
  branchId: z.uuid().optional(),
  password: passwordField.optional(),
  isActive: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;

export const userListQuery = listQuery.extend({
  includeInactive: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});

const permission = z.string().refine(isPermission, {
  message: 'Unknown permission; use module:action, e.g. trade:read, or costs:read',
});

export const role = z.object({
  id: z.string(),
  companyId: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  builtIn: z.boolean(),
  allBranches: z.boolean(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  ...recordStamps,
});
export type Role = z.infer<typeof role>;

export const roleCreate = z.strictObject({
  name: z.string().trim().min(1).max(60),
  description: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
  permissions: z.array(permission).max(100),
});
export type RoleCreate = z.infer<typeof roleCreate>;

export const roleUpdate = roleCreate.partial().extend({
  description: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(300).nullable().optional()),
});
export type RoleUpdate = z.infer<typeof roleUpdate>;
