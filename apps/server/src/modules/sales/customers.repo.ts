import type { Customer } from '@tawi/contracts';
import { customers, type Executor } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { liveOf } from '../../platform/company-rows';
import { companyToday } from '../../platform/company-today';
import { contactRecordOf, liveContacts } from '../../platform/contact-record';
import { isUuid } from '../../platform/document-key';
import { foundRow } from '../../platform/found-row';
import { customerBalances } from './customer-balances';
import { customerTiers } from './customer-tiers';

type Row = typeof customers.$inferSelect;

export async function toCustomers(db: Executor, companyId: string, rows: Row[]): Promise<Customer[]> {
  const ids = rows.map((r) => r.id);
  const today = await companyToday(db, companyId);
  const [balances, tiers] = await Promise.all([
    customerBalances(db, companyId, ids),
    customerTiers(db, companyId, today, ids),
  ]);
  return rows.map((r) => ({
    ...contactRecordOf(r),
    creditLimit: r.creditLimit === null ? null : Number(r.creditLimit),
    withholdingVatAgent: r.withholdingVatAgent,
    balance: balances.get(r.id)?.balance ?? 0,
    credit: balances.get(r.id)?.credit ?? 0,
    tier: tiers.get(r.id) ?? null,
  }));
}

/** The company's live customers (active ones only with `activeOnly`), by name. */
export async function listCustomers(db: Executor, companyId: string, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(customers)
    .where(liveContacts(customers, companyId, activeOnly))
    .orderBy(asc(customers.name));
  return toCustomers(db, companyId, rows);
}

export async function findCustomerRow(db: Executor, companyId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound('Customer');
  return foundRow(db, customers, liveOf(customers, companyId, eq(customers.id, id)), 'Customer');
}

export async function findCustomer(db: Executor, companyId: string, id: string): Promise<Customer> {
  const [record] = await toCustomers(db, companyId, [await findCustomerRow(db, companyId, id)]);
  if (!record) throw notFound('Customer');
  return record;
}
