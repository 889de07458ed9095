import { branches, transfers } from '@tawi/db';
import { daysPastDue, Money, todayIn } from '@tawi/domain';
import { aliasedTable, and, asc, between, eq, isNull, or, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import { companyCalendar, type ReportRange } from '../report-range';
import type { TableReportPager } from '../tables/table-pages';
import type { TableReportInput, TableReportLoader } from '../tables/table-report';

type Row = {
  transferId: string;
  transferNumber: string;
  from: string;
  to: string;
  status: string;
  value: number | null;
  dispatchedAt: string | null;
  receivedAt: string | null;
  daysInTransit: number | null;
};

const t = transfers;

/**
 * The transfers of the period, from or to the branches: dispatched in it (their stock left the source
 * then), or not dispatched and created in it. Read through the dispatch dates kept on the transfers
 * (migration 0056, transfers_dispatch_idx), not every transfer the company ever made.
 */
function transfersOf(companyId: string, range: ReportRange) {
  return ofCompany(
    t,
    companyId,
    or(eq(t.isDeleted, false), eq(t.status, 'Canceled')),
    or(
      between(t.dispatchDate, range.from, range.to),
      and(isNull(t.dispatchDate), sql`${t.createdAt}::date between ${range.from} and ${range.to}`),
    ),
    touchesBranches(range),
  );
}

/** The report's transfers with their branches' names, dates and value (the caller orders and pages). */
function selectTransfers({ db, ctx, range }: TableReportInput<unknown>) {
  const source = aliasedTable(branches, 'source_branch');
  const destination = aliasedTable(branches, 'destination_branch');
  const where = transfersOf(ctx.companyId, range);
  const query = db
    .select({
      transferId: t.id,
      transferNumber: t.transferNumber,
      from: source.name,
      to: destination.name,
      status: t.status,
      value: sql<string | null>`${t.dispatchedValue}::text`,
      dispatchedAt: t.dispatchDate,
      arrived: t.arrivalDate,
    })
    .from(t)
    .innerJoin(source, keyedJoin(source, t, t.fromBranchId))
    .innerJoin(destination, keyedJoin(destination, t, t.toBranchId))
    .where(where)
    .$dynamic();
  return { query, where };
}

type Selected = Awaited<ReturnType<typeof selectTransfers>['query']>[number];

/** A transfer's row: received only once Received; days in transit to arrival, or to today while In Transit. */
function toRow(r: Selected, today: string): Row {
  const receivedAt = r.status === 'Received' ? r.arrived : null;
  const end = receivedAt ?? (r.status === 'In Transit' ? today : null);
  return {
    transferId: r.transferId,
    transferNumber: r.transferNumber,
    from: r.from,
    to: r.to,
    status: r.status,
    value: r.value === null ? null : Money.of(r.value).toNumber(),
    dispatchedAt: r.dispatchedAt,
    receivedAt,
    daysInTransit: r.dispatchedAt && end ? daysPastDue(r.dispatchedAt, end) : null,
  };
}

const todayOf = async (input: TableReportInput<unknown>) =>
  todayIn((await companyCalendar(input.db, input.ctx.companyId)).timeZone);

/**
 * API.md `transfer-history`: the transfers from or to the branches dispatched in the period (not yet
 * dispatched: created in it), with the value at cost that left the source (null until dispatched), the
 * business dates of dispatch and arrival (a canceled transfer's stock coming back is not an arrival),
 * and the days in transit: to arrival, or to today for one still In Transit. In transfer number order
 * (the order of ties when sorted).
 */
export const transferHistory: TableReportLoader<unknown, Row> = async (input) => {
  const [rows, today] = await Promise.all([
    selectTransfers(input).query.orderBy(asc(t.transferNumber)),
    todayOf(input),
  ]);
  return { rows: rows.map((r) => toRow(r, today)) };
};

/** The pages by dispatch date from SQL: empty dates last either way, ties in transfer number order. */
export const transferHistoryPages: TableReportPager<unknown, Row> = {
  sorts: ['dispatchedAt'],
  async page(input, { descending, offset, limit }) {
    const { query, where } = selectTransfers(input);
    const direction = descending ? sql`desc` : sql`asc`;
    const [rows, [sums], today] = await Promise.all([
      query
        .orderBy(sql`${t.dispatchDate} ${direction} nulls last`, asc(t.transferNumber))
        .limit(limit)
        .offset(offset),
      input.db
        .select({
          count: sql<number>`count(*)::int`,
          value: sql<string | null>`sum(${t.dispatchedValue})::text`,
        })
        .from(t)
        .where(where),
      todayOf(input),
    ]);
    return {
      rows: rows.map((r) => toRow(r, today)),
      total: sums?.count ?? 0,
      totals: { value: sums?.value ?? null },
    };
  },
};

function touchesBranches(range: ReportRange) {
  const out = inBranches(t.fromBranchId, range);
  const into = inBranches(t.toBranchId, range);
  return out && into ? or(out, into) : undefined;
}
