import type { Language, PasswordPolicy } from '@tawi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, companyId, id, isActive, timestamps, timestampTz, updatedAt } from './columns';
import { keyedTable, recordTable } from './keyed-table';
import { sameCompanyKey } from './keys';

/** How customers pay: printed on invoices, estimates, statements, credit notes and receipts. */
export interface PaymentInstructions {
  bankName: string | null;
  bankBranch: string | null;
  accountName: string | null;
  accountNumber: string | null;
  mpesaPaybill: string | null;
  /** The account number to enter with the paybill (e.g. the invoice number when null). */
  mpesaAccountNumber: string | null;
  mpesaTill: string | null;
  note: string | null;
}

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    kraPin: text('kra_pin'),
    /** Charges VAT (VAT Act s.34) from `vatRegisteredFrom` on; a new company starts not registered. */
    vatRegistered: boolean('vat_registered').notNull().default(false),
    /** The date the VAT registration takes effect: documents dated from then on are taxed. */
    vatRegisteredFrom: date('vat_registered_from'),
    /** New products get shelf prices that include VAT (retailers): `products.selling_price_includes_tax`. */
    sellingPriceIncludesTax: boolean('selling_price_includes_tax').notNull().default(false),
    vatNumber: text('vat_number'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    financialYearStartMonth: integer('financial_year_start_month').notNull().default(1),
    currency: text('currency').notNull().default('KES'),
    timeZone: text('time_zone').notNull().default('Africa/Nairobi'),
    /** No posting on or before this date (Settings, accounting approve). */
    lockDate: date('lock_date'),
    passwordPolicy: jsonb('password_policy').$type<PasswordPolicy>().notNull(),
    /** Bank and M-Pesa details printed on customer documents (Settings, business profile). */
    paymentInstructions: jsonb('payment_instructions').$type<PaymentInstructions>(),
    /** Invoices may take stock below zero (off by default: 422 insufficient-stock). */
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    /** Appointed by KRA to withhold VAT (2% of the taxable value) from what it pays its suppliers. */
    withholdingVatAgent: boolean('withholding_vat_agent').notNull().default(false),
    /** The language documents print in (invoice PDF labels): 'en' or 'sw'. */
    language: text('language').$type<Language>().notNull().default('en'),
    ...timestamps(),
  },
  (t) => [check('companies_language_check', sql`${t.language} in ('en', 'sw')`)],
);

/** The record's company: company_id, referring to companies. */
export const companyRef = () => companyId().references(() => companies.id);

/** The keys of a record that belongs to one company. */
export const companyRecord = () => ({
  id: id(),
  companyId: companyRef(),
});

/** A table of a company's records (companyRecord's columns first), keyed by (company, id) for the others. */
export const companyTable = recordTable(companyRecord);

export const companyLogos = pgTable('company_logos', {
  companyId: companyRef().primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

export const branches = companyTable(
  'branches',
  {
    name: text('name').notNull(),
    code: text('code'),
    address: text('address'),
    phone: text('phone'),
    isActive: isActive(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('branches_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('branches_company_code_key').on(t.companyId, t.code),
  ],
);

export const roles = companyTable(
  'roles',
  {
    key: text('key'),
    name: text('name').notNull(),
    description: text('description'),
    builtIn: boolean('built_in').notNull().default(false),
    allBranches: boolean('all_branches').notNull().default(false),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const users = companyTable(
  'users',
  {
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by an owner's forced reset: the password no longer signs in until a new one is set by the link. */
    passwordResetForcedAt: timestampTz('password_reset_forced_at'),
    roleId: uuid('role_id').notNull(),
    homeBranchId: uuid('home_branch_id').notNull(),
    isActive: isActive(),
    lastLoginAt: timestampTz('last_login_at'),
    /** The interface language the user chose: 'en' or 'sw'. */
    language: text('language').$type<Language>().notNull().default('en'),
    ...timestamps(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en', 'sw')`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    sameCompanyKey(t, t.roleId, roles),
    sameCompanyKey(t, t.homeBranchId, branches),
  ],
);

export const userBranches = keyedTable(
  'user_branches',
  { companyId: companyId(), userId: uuid('user_id').notNull(), branchId: uuid('branch_id').notNull() },
  {},
  (t) => [sameCompanyKey(t, t.userId, users), sameCompanyKey(t, t.branchId, branches)],
);

/** Per-company document counters (INV, EST, LPO, ...), incremented atomically inside the creating transaction. */
export const counters = keyedTable(
  'counters',
  { companyId: companyRef(), key: text('key').notNull() },
  {
    lastNumber: integer('last_number').notNull().default(0),
  },
);

export const auditLog = pgTable(
  'audit_log',
  {
    ...companyRecord(),
    at: timestampTz('at').notNull().defaultNow(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at),
    // one user's history of a period (user-history with userId) without reading everyone's
    index('audit_log_user_at_idx').on(t.companyId, t.userId, t.at),
  ],
);
