import type { Customer } from '@tawi/contracts';
import { customers, type Executor } from '@tawi/db';
import type { PaymentTermCode } from '@tawi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { companyToday } from '../../platform/company-today';
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
    id: r.id,
    name: r.name,
    contactName: r.contactName,
    email: r.email,
    phone: r.phone,
    kraPin: r.kraPin,
    address: r.address,
    paymentTerms: r.paymentTerms as PaymentTermCode,
    creditLimit: r.creditLimit === null ? null : Number(r.creditLimit),
    notes: r.notes,
    withholdingVatAgent: r.withholdingVatAgent,
    balance: balances.get(r.id)?.balance ?? 0,
    credit: balances.get(r.id)?.credit ?? 0,
    tier: tiers.get(r.id) ?? null,
    branchId: r.branchId,
    isActive: r.isActive,
    isDeleted: r.isDeleted,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The company's live customers (active ones only with `activeOnly`), by name. */
export async function listCustomers(db: Executor, companyId: string, activeOnly: boolean) {
  const rows = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(customers.isDeleted, false),
        activeOnly ? eq(customers.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(customers.name));
  return toCustomers(db, companyId, rows);
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export async function findCustomerRow(db: Executor, companyId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound('Customer');
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id), eq(customers.isDeleted, false)));
  if (!row) throw notFound('Customer');
  return row;
}

export async function findCustomer(db: Executor, companyId: string, id: string): Promise<Customer> {
  const [record] = await toCustomers(db, companyId, [await findCustomerRow(db, companyId, id)]);
  if (!record) throw notFound('Customer');
  return record;
}
