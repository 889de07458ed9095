import { creditNoteLines, creditNotes, type Executor, invoiceLines, invoices } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { branchScopeKey, inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import { figuresByMonth } from '../../../platform/month-figures';
import { entriesOf, sumByKey } from '../../../platform/sum-by-key';
import type { ReportRange } from '../report-range';

/** What sales lines add up to for one product, branch or day. */
export interface LineSales {
  /** Quantity sold less quantity returned to stock (a credit note without returned stock keeps it sold). */
  quantity: number;
  /** Pre-tax amounts of the lines, after voids and credit notes. */
  netSales: Money;
  /** Stock value that left with the lines less what came back (the cost-of-sales postings). */
  costOfSales: Money;
}

/** The grouping: per product (null: lines without one) or per branch. */
export type SalesLineKey = 'productId' | 'branchId';

type SalesByKey = Map<string | null, LineSales>;

const NO_SALES: LineSales = { quantity: 0, netSales: Money.zero(), costOfSales: Money.zero() };

const sum = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expr}), 0)::text`;

/**
 * Invoice and credit-note lines grouped by `key`, as the ledger books them (customer-sales.ts): lines of
 * invoices issued in the period (at the invoice date), less those of invoices voided in it (at the void
 * date), less credit-note lines dated in it. Net sales sum to the P&L income and cost of sales to its cost
 * of sales (each posting carries these amounts) for the same period and branches. Whole months come from
 * figuresByMonth (kept while nothing is posted in them), the days at the ends from the lines.
 */
export function salesLinesBy(
  db: Executor,
  companyId: string,
  range: ReportRange,
  key: SalesLineKey,
): Promise<SalesByKey> {
  return figuresByMonth(db, companyId, range, `${key}|${branchScopeKey(range)}`, {
    name: 'sales-lines',
    compute: (span) => salesLinesOfSpan(db, companyId, { ...range, ...span }, key),
    combine: addSales,
  });
}

/** Rows dated (by `dated`) in the range, of a branch (by `branch`) the range covers. */
const inRange = (range: ReportRange, dated: PgColumn, branch: PgColumn) =>
  and(gte(dated, range.from), lte(dated, range.to), inBranches(branch, range));

/** Invoice lines of `status` dated (by `dated`) in the range, summed per key (one row each once grouped). */
function invoiceLinesSummed(
  db: Executor,
  companyId: string,
  range: ReportRange,
  key: SalesLineKey,
  { dated, status }: { dated: PgColumn; status: SQL },
) {
  const invoiceKey = { productId: invoiceLines.productId, branchId: invoices.branchId };
  return db
    .select({
      key: sql<string | null>`${invoiceKey[key]}::text`,
      quantity: sum(sql`${invoiceLines.qty}`),
      net: sum(sql`${invoiceLines.amount}`),
      cost: sum(sql`coalesce(${invoiceLines.costValue}, 0)`),
    })
    .from(invoiceLines)
    .innerJoin(invoices, keyedJoin(invoices, invoiceLines, invoiceLines.invoiceId))
    .where(ofCompany(invoiceLines, companyId, status, inRange(range, dated, invoices.branchId)));
}

/** Credit-note lines dated in the range summed per key; the quantity only of those whose stock came back. */
function creditNoteLinesSummed(db: Executor, companyId: string, range: ReportRange, key: SalesLineKey) {
  const noteKey = { productId: creditNoteLines.productId, branchId: creditNotes.branchId };
  return db
    .select({
      key: sql<string | null>`${noteKey[key]}::text`,
      quantity: sum(
        sql`case when ${creditNoteLines.costValue} is not null then ${creditNoteLines.qty} else 0 end`,
      ),
      net: sum(sql`${creditNoteLines.amount}`),
      cost: sum(sql`coalesce(${creditNoteLines.costValue}, 0)`),
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, keyedJoin(creditNotes, creditNoteLines, creditNoteLines.creditNoteId))
    .where(ofCompany(creditNoteLines, companyId, inRange(range, creditNotes.date, creditNotes.branchId)));
}

type SummedRow = { key: string | null; quantity: string; net: string; cost: string };

/** Summed rows as figures per key, added (sign 1) or taken off (sign -1). */
const signedSales = (rows: readonly SummedRow[], sign: 1 | -1): SalesByKey =>
  new Map(
    rows.map((r) => [
      r.key,
      {
        quantity: sign * Number(r.quantity),
        netSales: Money.of(r.net).times(sign),
        costOfSales: Money.of(r.cost).times(sign),
      },
    ]),
  );

/** salesLinesBy for one span of days, from the lines: aggregate SQL, one row per group from each of three reads. */
async function salesLinesOfSpan(
  db: Executor,
  companyId: string,
  range: ReportRange,
  key: SalesLineKey,
): Promise<SalesByKey> {
  const issued = invoiceLinesSummed(db, companyId, range, key, {
    dated: invoices.date,
    status: ne(invoices.status, 'Draft'),
  });
  const voided = invoiceLinesSummed(db, companyId, range, key, {
    dated: invoices.voidDate,
    status: eq(invoices.status, 'Void'),
  });
  const credited = creditNoteLinesSummed(db, companyId, range, key);
  const [plus, voids, credits] = await Promise.all([
    issued.groupBy(sql`1`),
    voided.groupBy(sql`1`),
    credited.groupBy(sql`1`),
  ]);
  return addSales([signedSales(plus, 1), signedSales(voids, -1), signedSales(credits, -1)]);
}

/** Figures per key added up (new objects; quantities to the 3 decimals they are kept in). */
function addSales(parts: readonly SalesByKey[]): SalesByKey {
  return sumByKey(entriesOf(parts), NO_SALES, (now, s) => ({
    quantity: Math.round((now.quantity + s.quantity) * 1000) / 1000,
    netSales: now.netSales.plus(s.netSales),
    costOfSales: now.costOfSales.plus(s.costOfSales),
  }));
}
