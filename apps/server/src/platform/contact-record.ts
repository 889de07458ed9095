import type { customers, Executor, suppliers } from '@tawi/db';
import type { PaymentTermCode } from '@tawi/domain';
import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import { liveOf, ofCompany } from './company-rows';

/** The columns a customer and a supplier share. */
type ContactRow = Pick<
  typeof customers.$inferSelect,
  | 'id'
  | 'name'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'kraPin'
  | 'address'
  | 'paymentTerms'
  | 'notes'
  | 'branchId'
  | 'isActive'
  | 'isDeleted'
  | 'createdAt'
  | 'updatedAt'
>;

/** What a customer's and a supplier's record show alike: name, contact details, terms and bookkeeping. */
export function contactRecordOf(r: ContactRow) {
  return {
    id: r.id,
    name: r.name,
    contactName: r.contactName,
    email: r.email,
    phone: r.phone,
    kraPin: r.kraPin,
    address: r.address,
    paymentTerms: r.paymentTerms as PaymentTermCode,
    notes: r.notes,
    branchId: r.branchId,
    isActive: r.isActive,
    isDeleted: r.isDeleted,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The company's live customers or suppliers (not deleted; active ones only with `activeOnly`). */
export function liveContacts(
  table: { companyId: AnyColumn; isDeleted: AnyColumn; isActive: AnyColumn },
  companyId: string,
  activeOnly: boolean,
): SQL | undefined {
  return liveOf(table, companyId, activeOnly ? eq(table.isActive, true) : undefined);
}

/** The names of the company's customers or suppliers with these ids, by id (ids of none left out). */
export async function contactNames(
  db: Executor,
  table: typeof customers | typeof suppliers,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(ofCompany(table, companyId, inArray(table.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
