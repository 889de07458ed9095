import { creditNotes, customers, type Executor, invoices } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type BranchScope, inBranches } from '../../platform/branch-columns';

/** A period (both days inclusive) and the branches it reads. */
export type SalesPeriod = BranchScope & { from: string; to: string };

/** A customer's sales in a period: invoices issued, and pre-tax and tax amounts after voids and credit notes. */
export interface CustomerSales {
  customerId: string;
  customerName: string;
  invoices: number;
  netSales: Money;
  tax: Money;
}

const money = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * Sales per customer as the ledger books them: issued invoices dated in the period, less those voided
 * in it (their reversal is dated the void), less credit notes dated in it; of `customerIds` only if given. `invoices` counts the period's
 * invoices still standing at its end. Customers with nothing in the period are left out.
 */
export async function customerSales(
  db: Executor,
  companyId: string,
  range: SalesPeriod,
  customerIds?: readonly string[],
): Promise<CustomerSales[]> {
  if (customerIds?.length === 0) return [];
  const ofCustomers = (column: PgColumn) => (customerIds ? inArray(column, [...customerIds]) : undefined);
  const inPeriod = (column: PgColumn) => and(gte(column, range.from), lte(column, range.to));
  const issued = db
    .select({
      customerId: invoices.customerId,
      count: sql<number>`count(*) filter (where ${invoices.voidDate} is null or ${invoices.voidDate} > ${range.to})::int`,
      net: money(invoices.subtotal),
      tax: money(invoices.taxTotal),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        ne(invoices.status, 'Draft'),
        inPeriod(invoices.date),
        inBranches(invoices.branchId, range),
        ofCustomers(invoices.customerId),
      ),
    )
    .groupBy(invoices.customerId);
  const voided = db
    .select({ customerId: invoices.customerId, net: money(invoices.subtotal), tax: money(invoices.taxTotal) })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.status, 'Void'),
        inPeriod(invoices.voidDate),
        inBranches(invoices.branchId, range),
        ofCustomers(invoices.customerId),
      ),
    )
    .groupBy(invoices.customerId);
  const credited = db
    .select({
      customerId: creditNotes.customerId,
      net: money(creditNotes.subtotal),
      tax: money(creditNotes.taxTotal),
    })
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.companyId, companyId),
        inPeriod(creditNotes.date),
        inBranches(creditNotes.branchId, range),
        ofCustomers(creditNotes.customerId),
      ),
    )
    .groupBy(creditNotes.customerId);
  const [plus, voids, credits] = await Promise.all([issued, voided, credited]);

  const byCustomer = new Map<string, { invoices: number; netSales: Money; tax: Money }>();
  const add = (customerId: string, count: number, net: Money, tax: Money) => {
    const now = byCustomer.get(customerId) ?? { invoices: 0, netSales: Money.zero(), tax: Money.zero() };
    byCustomer.set(customerId, {
      invoices: now.invoices + count,
      netSales: now.netSales.plus(net),
      tax: now.tax.plus(tax),
    });
  };
  for (const r of plus) add(r.customerId, r.count, Money.of(r.net), Money.of(r.tax));
  for (const r of [...voids, ...credits]) add(r.customerId, 0, Money.of(r.net).neg(), Money.of(r.tax).neg());
  if (byCustomer.size === 0) return [];

  const names = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, [...byCustomer.keys()])));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return [...byCustomer].map(([customerId, s]) => ({
    customerId,
    customerName: nameOf.get(customerId) ?? '',
    ...s,
  }));
}
