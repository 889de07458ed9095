import {
  accountBalances,
  bills,
  branches,
  type Executor,
  etimsOutbox,
  invoiceLines,
  invoices,
  outbox,
  products,
  transfers,
} from '@tawi/db';
import { desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keyedJoin, liveOf, ofCompany } from '../../../platform/company-rows';
import { branchesOf, type ReportRange } from '../report-range';

function inScope(column: PgColumn, range: ReportRange): SQL | undefined {
  const ids = branchesOf(range);
  return ids ? inArray(column, [...ids]) : undefined;
}

/** Per branch of the range: the income and cost-of-sales accounts' net from..to, from the daily balances. */
export async function salesByBranch(
  db: Executor,
  companyId: string,
  range: ReportRange,
  accountIds: { income: readonly string[]; costOfSales: readonly string[] },
) {
  const all = [...accountIds.income, ...accountIds.costOfSales];
  if (all.length === 0) return [];
  const b = accountBalances;
  const on = (ids: readonly string[]) => (ids.length ? inArray(b.accountId, [...ids]) : sql`false`);
  const income = sql`coalesce(sum(${b.credit} - ${b.debit}) filter (where ${on(accountIds.income)}), 0)`;
  return db
    .select({
      branchId: branches.id,
      branchName: branches.name,
      income: sql<string>`${income}::text`,
      costOfSales: sql<string>`coalesce(sum(${b.debit} - ${b.credit}) filter (where ${on(accountIds.costOfSales)}), 0)::text`,
    })
    .from(b)
    .innerJoin(branches, keyedJoin(branches, b, b.branchId))
    .where(
      ofCompany(
        b,
        companyId,
        inArray(b.accountId, all),
        inScope(b.branchId, range),
        gte(b.day, range.from),
        lte(b.day, range.to),
      ),
    )
    .groupBy(branches.id, branches.name)
    .orderBy(desc(income), branches.name);
}

/** The products invoiced most (pre-tax amount of issued invoices dated from..to, voids left out). */
export function topProducts(db: Executor, companyId: string, range: ReportRange, limit = 5) {
  const netSales = sql<string>`sum(${invoiceLines.amount})`;
  return db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      quantity: sql<string>`sum(${invoiceLines.qty})::text`,
      netSales: sql<string>`${netSales}::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, keyedJoin(invoices, invoiceLines, invoiceLines.invoiceId))
    .innerJoin(products, keyedJoin(products, invoiceLines, invoiceLines.productId))
    .where(
      ofCompany(
        invoices,
        companyId,
        inArray(invoices.status, ['Unpaid', 'PaidPartially', 'Paid']),
        gte(invoices.date, range.from),
        lte(invoices.date, range.to),
        inScope(invoices.branchId, range),
      ),
    )
    .groupBy(products.id, products.sku, products.name)
    .orderBy(desc(netSales), products.name)
    .limit(limit);
}

/**
 * Bills of the branches dated up to `asOf`, open today (Unpaid or PaidPartially), due by `dueBy`
 * (overdue ones included): how many and what they still owe.
 */
export async function billsDue(
  db: Executor,
  companyId: string,
  range: ReportRange,
  asOf: string,
  dueBy: string,
) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      owed: sql<string>`coalesce(sum(${bills.totalAmount} - ${bills.paidAmount}), 0)::text`,
    })
    .from(bills)
    .where(
      ofCompany(
        bills,
        companyId,
        inArray(bills.status, ['Unpaid', 'PaidPartially']),
        lte(bills.date, asOf),
        lte(bills.dueDate, dueBy),
        inScope(bills.branchId, range),
      ),
    );
  return { count: Number(row?.count ?? 0), owed: row?.owed ?? '0' };
}

/** Transfers touching the branches that left their source before `dispatchedBefore` and are still In Transit. */
export async function transfersLongInTransit(
  db: Executor,
  companyId: string,
  range: ReportRange,
  dispatchedBefore: Date,
) {
  const ids = branchesOf(range);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transfers)
    .where(
      liveOf(
        transfers,
        companyId,
        eq(transfers.status, 'In Transit'),
        lt(transfers.dispatchedAt, dispatchedBefore),
        ids
          ? or(inArray(transfers.fromBranchId, [...ids]), inArray(transfers.toBranchId, [...ids]))
          : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/** Mail the company's outbox could not send. */
export async function failedEmails(db: Executor, companyId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(ofCompany(outbox, companyId, eq(outbox.status, 'failed')));
  return Number(row?.count ?? 0);
}

/** eTIMS submissions of the branches that failed. */
export async function failedEtims(db: Executor, companyId: string, range: ReportRange) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(etimsOutbox)
    .where(
      ofCompany(
        etimsOutbox,
        companyId,
        eq(etimsOutbox.status, 'failed'),
        inScope(etimsOutbox.branchId, range),
      ),
    );
  return Number(row?.count ?? 0);
}
