import { creditNotes, customers, type Executor, invoices } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type BranchScope, branchScopeKey, inBranches } from '../../platform/branch-columns';
import { ofCompany } from '../../platform/company-rows';
import { contactNames } from '../../platform/contact-record';
import { figuresByMonth } from '../../platform/month-figures';
import { entriesOf, sumByKey } from '../../platform/sum-by-key';

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

/** Per customer: invoices issued (voided later or not) and net sales and tax after voids and credit notes. */
type SalesOfCustomers = Map<string, SalesFigures>;
type SalesFigures = { invoices: number; netSales: Money; tax: Money };

const NO_SALES: SalesFigures = { invoices: 0, netSales: Money.zero(), tax: Money.zero() };

/**
 * Sales per customer as the ledger books them: issued invoices dated in the period, less those voided
 * in it (their reversal is dated the void), less credit notes dated in it; of `customerIds` only if given.
 * `invoices` counts the period's invoices still standing at its end. Customers with nothing in the
 * period are left out. Whole months come from figuresByMonth (kept while nothing is posted in them).
 */
export async function customerSales(
  db: Executor,
  companyId: string,
  range: SalesPeriod,
  customerIds?: readonly string[],
): Promise<CustomerSales[]> {
  if (customerIds?.length === 0) return [];
  const [sales, voidedSince] = await Promise.all([
    figuresByMonth(db, companyId, range, branchScopeKey(range), {
      name: 'customer-sales',
      compute: (span) => salesOfSpan(db, companyId, { ...range, ...span }),
      combine: addCustomerSales,
    }),
    voidedByEnd(db, companyId, range),
  ]);
  const wanted = customerIds ? new Set(customerIds) : undefined;
  const ids = [...sales.keys()].filter((id) => !wanted || wanted.has(id));
  if (ids.length === 0) return [];
  const nameOf = await contactNames(db, customers, companyId, ids);
  return ids.map((customerId) => {
    const s = sales.get(customerId) ?? NO_SALES;
    return {
      customerId,
      customerName: nameOf.get(customerId) ?? '',
      ...s,
      invoices: s.invoices - (voidedSince.get(customerId) ?? 0),
    };
  });
}

/** Per customer, the invoices dated in the period and voided by its end (not standing then). */
async function voidedByEnd(db: Executor, companyId: string, range: SalesPeriod) {
  const rows = await db
    .select({ customerId: invoices.customerId, count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      ofCompany(
        invoices,
        companyId,
        sql`${invoices.voidDate} is not null`,
        lte(invoices.voidDate, range.to),
        gte(invoices.date, range.from),
        lte(invoices.date, range.to),
        ne(invoices.status, 'Draft'),
        inBranches(invoices.branchId, range),
      ),
    )
    .groupBy(invoices.customerId);
  return new Map(rows.map((r) => [r.customerId, r.count]));
}

/** customerSales of one span of days for every customer, before names: three aggregate reads. */
async function salesOfSpan(db: Executor, companyId: string, range: SalesPeriod): Promise<SalesOfCustomers> {
  const inPeriod = (column: PgColumn) => and(gte(column, range.from), lte(column, range.to));
  /** Per customer, the invoices in `status` dated in the period by `dated`: counted, net and tax summed. */
  const invoiceSums = (dated: PgColumn, status: SQL) =>
    db
      .select({
        customerId: invoices.customerId,
        count: sql<number>`count(*)::int`,
        net: money(invoices.subtotal),
        tax: money(invoices.taxTotal),
      })
      .from(invoices)
      .where(ofCompany(invoices, companyId, status, inPeriod(dated), inBranches(invoices.branchId, range)))
      .groupBy(invoices.customerId);
  const issued = invoiceSums(invoices.date, ne(invoices.status, 'Draft'));
  const voided = invoiceSums(invoices.voidDate, eq(invoices.status, 'Void'));
  const credited = db
    .select({
      customerId: creditNotes.customerId,
      net: money(creditNotes.subtotal),
      tax: money(creditNotes.taxTotal),
    })
    .from(creditNotes)
    .where(
      ofCompany(creditNotes, companyId, inPeriod(creditNotes.date), inBranches(creditNotes.branchId, range)),
    )
    .groupBy(creditNotes.customerId);
  const [plus, voids, credits] = await Promise.all([issued, voided, credited]);
  const signed = (
    rows: Array<{ customerId: string; count?: number; net: string; tax: string }>,
    sign: 1 | -1,
  ) =>
    new Map(
      rows.map((r) => [
        r.customerId,
        {
          // Only the issued count: a void takes its invoice back at the period's end (voidedByEnd).
          invoices: sign === 1 ? (r.count ?? 0) : 0,
          netSales: Money.of(r.net).times(sign),
          tax: Money.of(r.tax).times(sign),
        },
      ]),
    );
  return addCustomerSales([signed(plus, 1), signed(voids, -1), signed(credits, -1)]);
}

/** Figures per customer added up (new objects). */
function addCustomerSales(parts: readonly SalesOfCustomers[]): SalesOfCustomers {
  return sumByKey(entriesOf(parts), NO_SALES, (now, s) => ({
    invoices: now.invoices + s.invoices,
    netSales: now.netSales.plus(s.netSales),
    tax: now.tax.plus(s.tax),
  }));
}
