import { customerReceipts, customers, receiptMonthTotals } from '@tawi/db';
import { Money, splitByMonths } from '@tawi/domain';
import { asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import { givenEquals } from '../../../platform/list-filters';
import { inMonthsOf } from '../../../platform/month-split-where';
import { PAYMENT_METHOD_NAMES as METHODS } from '../../sales';
import type { TableReportPager } from '../tables/table-pages';
import type { TableReportInput, TableReportLoader } from '../tables/table-report';

type Query = { customerId?: string | undefined };
type Row = ReturnType<typeof toRow>;

const r = customerReceipts;

/** The receipts of the report: Completed, dated in the period, of the branches (and customer). */
function receiptsOf({ ctx, range, query }: TableReportInput<Query>) {
  return ofCompany(
    r,
    ctx.companyId,
    eq(r.status, 'Completed'),
    gte(r.date, range.from),
    lte(r.date, range.to),
    inBranches(r.branchId, range),
    givenEquals(r.customerId, query.customerId),
  );
}

function selectRows(input: TableReportInput<Query>) {
  return input.db
    .select({
      customerId: r.customerId,
      customerName: customers.name,
      receiptNumber: r.receiptNumber,
      date: r.date,
      method: r.method,
      reference: r.reference,
      amount: r.amount,
      unallocated: r.unallocated,
    })
    .from(r)
    .innerJoin(customers, keyedJoin(customers, r, r.customerId))
    .where(receiptsOf(input))
    .$dynamic();
}

/** The loader's own order (ties of a sort keep it): by date, then as recorded. */
const recorded = [asc(r.createdAt), asc(r.id)];

/**
 * API.md `customer-payments`: the receipts of the period and branches (of one customer with
 * `customerId`), voided ones left out: how each was paid, its amount and the part applied to invoices
 * (the rest is held as the customer's credit).
 */
export const customerPayments: TableReportLoader<Query, Row> = async (input) => {
  const rows = await selectRows(input).orderBy(asc(r.date), ...recorded);
  return { rows: rows.map(toRow) };
};

/** `customer-payments` by date (the default, newest first) paged, counted and totalled in SQL. */
export const customerPaymentPages: TableReportPager<Query, Row> = {
  sorts: ['date'],
  async page(input, { descending, offset, limit }) {
    const [rows, sums] = await Promise.all([
      selectRows(input)
        .orderBy(descending ? desc(r.date) : asc(r.date), ...recorded)
        .limit(limit)
        .offset(offset),
      periodTotals(input),
    ]);
    return {
      rows: rows.map(toRow),
      total: sums.count,
      totals: { amount: sums.amount?.toFixed() ?? null, applied: sums.applied?.toFixed() ?? null },
    };
  },
};

type Sums = { count: number; amount: Money | null; applied: Money | null };

/** Counts and sums of the report's receipts: of one customer from their receipts, else receiptTotals. */
async function periodTotals(input: TableReportInput<Query>): Promise<Sums> {
  if (input.query.customerId) return receiptTotals(input);
  const split = splitByMonths(input.range);
  const parts = await Promise.all([
    monthTotals(input, inMonthsOf(split, receiptMonthTotals.month)),
    ...split.days.map((span) => receiptTotals({ ...input, range: { ...input.range, ...span } })),
  ]);
  const count = parts.reduce((n, p) => n + p.count, 0);
  const add = (key: 'amount' | 'applied') =>
    count === 0 ? null : Money.sum(parts.map((p) => p[key] ?? Money.zero()));
  return { count, amount: add('amount'), applied: add('applied') };
}

/** The receipts of the whole months from the totals the receipts' trigger keeps (migration 0053). */
async function monthTotals(
  { db, ctx, range }: TableReportInput<Query>,
  inMonths: SQL | undefined,
): Promise<Sums> {
  if (!inMonths) return { count: 0, amount: null, applied: null };
  const t = receiptMonthTotals;
  const [sums] = await db
    .select({
      count: sql<number>`coalesce(sum(${t.receipts}), 0)::int`,
      amount: sql<string>`sum(${t.amount})::text`,
      applied: sql<string>`sum(${t.amount} - ${t.unallocated})::text`,
    })
    .from(t)
    .where(ofCompany(t, ctx.companyId, inMonths, inBranches(t.branchId, range)));
  return sumsOf(sums);
}

/** The report's receipts counted and summed from the receipts themselves. */
async function receiptTotals(input: TableReportInput<Query>): Promise<Sums> {
  const [sums] = await input.db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${r.amount})::text`,
      applied: sql<string>`sum(${r.amount} - ${r.unallocated})::text`,
    })
    .from(r)
    .where(receiptsOf(input));
  return sumsOf(sums);
}

function sumsOf(sums: { count: number; amount: string | null; applied: string | null } | undefined): Sums {
  const count = Number(sums?.count ?? 0);
  const money = (v: string | null | undefined) => (count && v != null ? Money.of(v) : null);
  return { count, amount: money(sums?.amount), applied: money(sums?.applied) };
}

function toRow(r: {
  customerId: string;
  customerName: string;
  receiptNumber: string;
  date: string;
  method: string;
  reference: string | null;
  amount: string;
  unallocated: string;
}) {
  return {
    customerId: r.customerId,
    customerName: r.customerName,
    receiptNumber: r.receiptNumber,
    date: r.date,
    method: METHODS[r.method] ?? r.method,
    reference: r.reference,
    amount: Money.of(r.amount).toNumber(),
    applied: Money.of(r.amount).minus(r.unallocated).toNumber(),
  };
}
