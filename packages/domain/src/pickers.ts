import type { Permission } from './permissions';

/**
 * Records a form picks from (the accounts money goes into, customers, products...). Whoever may read
 * them lists them, and so does whoever may create a document whose form needs them: a Sales user who
 * takes a payment picks the account it goes into without holding banking:read. Listed for a form
 * only, a record leaves out the figures its read permission guards (balances, stock value).
 */
export interface PickerSource {
  /** The permission that reads the records in full. */
  read: Permission;
  /** The permissions of the forms that pick from them (creating or approving a document). */
  forms: readonly Permission[];
  /** Fields only `read` shows. */
  guarded: readonly string[];
}

export const PICKER_SOURCES = {
  bankAccounts: {
    read: 'banking:read',
    // receipts, credit-note refunds, supplier payments, money transfers and reconciliations, paying payroll
    forms: ['customers:create', 'customers:approve', 'trade:create', 'banking:create', 'employees:approve'],
    guarded: ['balance', 'openingBalance', 'openingDate'],
  },
  accounts: {
    read: 'accounting:read',
    // bill lines (expense accounts), journal lines, bank statement entries
    forms: ['trade:create', 'accounting:create', 'banking:update'],
    guarded: ['balance'],
  },
  customers: {
    read: 'customers:read',
    // invoices, estimates, sales orders, receipts; credit notes
    forms: ['customers:create', 'customers:approve'],
    guarded: ['balance', 'credit'],
  },
  suppliers: {
    read: 'trade:read',
    // purchase orders, bills, supplier payments
    forms: ['trade:create'],
    guarded: ['balance'],
  },
  products: {
    read: 'inventory:read',
    // sales and purchase lines, stock adjustments and transfers
    forms: ['customers:create', 'trade:create', 'stockControl:create'],
    guarded: ['averageCost', 'stockValue'],
  },
  productCategories: {
    read: 'inventory:read',
    forms: ['inventory:create', 'inventory:update'],
    guarded: [],
  },
  branches: {
    read: 'dashboard:read',
    // a user's branches
    forms: ['settings:create'],
    guarded: [],
  },
  employees: {
    read: 'employees:read',
    // a payroll run
    forms: ['employees:create'],
    guarded: [],
  },
} as const satisfies Record<string, PickerSource>;

export type PickerSourceName = keyof typeof PICKER_SOURCES;

/** The permissions any one of which lists the records: their read, then the forms'. */
export function pickerPermissions(name: PickerSourceName): readonly Permission[] {
  const source: PickerSource = PICKER_SOURCES[name];
  return [source.read, ...source.forms];
}

export function mayPick(permissions: ReadonlySet<Permission>, name: PickerSourceName): boolean {
  return pickerPermissions(name).some((p) => permissions.has(p));
}

/** The fields to leave out for this user: none when they may read the records in full. */
export function guardedFields(
  permissions: ReadonlySet<Permission>,
  name: PickerSourceName,
): readonly string[] {
  const source: PickerSource = PICKER_SOURCES[name];
  return permissions.has(source.read) ? [] : source.guarded;
}

/** A record as a picker shows it: without the guarded fields. */
export function withoutFields<T extends Record<string, unknown>>(
  record: T,
  fields: readonly string[],
): Partial<T> {
  if (fields.length === 0) return record;
  const out: Partial<T> = { ...record };
  for (const f of fields) delete out[f];
  return out;
}
