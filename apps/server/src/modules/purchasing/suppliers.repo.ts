import type { Supplier } from '@tawi/contracts';
import { type Executor, suppliers } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { liveOf } from '../../platform/company-rows';
import { contactRecordOf, liveContacts } from '../../platform/contact-record';
import { foundRow } from '../../platform/found-row';
import { supplierBalances } from './supplier-balances';

type Row = typeof suppliers.$inferSelect;

export async function toSuppliers(db: Executor, companyId: string, rows: Row[]): Promise<Supplier[]> {
  const balances = await supplierBalances(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...contactRecordOf(r), balance: balances.get(r.id) ?? 0 }));
}

/** The company's live suppliers (active ones only with `activeOnly`), by name. */
export async function listSuppliers(db: Executor, companyId: string, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(suppliers)
    .where(liveContacts(suppliers, companyId, activeOnly))
    .orderBy(asc(suppliers.name));
  return toSuppliers(db, companyId, rows);
}

export async function findSupplierRow(db: Executor, companyId: string, id: string): Promise<Row> {
  return foundRow(db, suppliers, liveOf(suppliers, companyId, eq(suppliers.id, id)), 'Supplier');
}

export async function findSupplier(db: Executor, companyId: string, id: string): Promise<Supplier> {
  const [record] = await toSuppliers(db, companyId, [await findSupplierRow(db, companyId, id)]);
  if (!record) throw notFound('Supplier');
  return record;
}
