import { branches, type Executor, stockMovements, transferItems, transfers } from '@tawi/db';
import { daysPastDue, Money, todayIn } from '@tawi/domain';
import { aliasedTable, and, asc, eq, gte, inArray, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
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

const m = stockMovements;
const isTransferMove = (companyId: string) => and(eq(m.companyId, companyId), eq(m.sourceType, 'transfer'));

/**
 * The transfers of the period, from or to the branches: dispatched in it (their stock left the source
 * then), or not dispatched and created in it. Read through the movements of the period and the
 * transfers created in it, not every transfer the company ever made.
 */
function transfersOf(db: Executor, companyId: string, range: ReportRange) {
  const dispatchedInPeriod = db
    .select({ id: m.sourceId })
    .from(m)
    .where(
      and(
        isTransferMove(companyId),
        eq(m.kind, 'transfer_out'),
        gte(m.date, range.from),
        lte(m.date, range.to),
      ),
    );
  const dispatchedEver = db
    .select({ one: sql`1` })
    .from(m)
    .where(and(isTransferMove(companyId), eq(m.sourceId, transfers.id), eq(m.kind, 'transfer_out')));
  return and(
    eq(transfers.companyId, companyId),
    or(eq(transfers.isDeleted, false), eq(transfers.status, 'Canceled')),
    or(
      inArray(transfers.id, dispatchedInPeriod),
      and(sql`${transfers.createdAt}::date between ${range.from} and ${range.to}`, notExists(dispatchedEver)),
    ),
    touchesBranches(range),
  );
}

/** Per transfer of `ids`, the business dates of its stock moves: out of the source, into the destination. */
function movedDates(db: Executor, companyId: string, ids: SQL) {
  return db
    .select({
      transferId: sql<string>`${m.sourceId}`.as('transfer_id'),
      dispatched: sql<string | null>`min(${m.date}) filter (where ${m.kind} = 'transfer_out')`.as(
        'dispatched',
      ),
      arrived: sql<string | null>`max(${m.date}) filter (where ${m.kind} = 'transfer_in')`.as('arrived'),
    })
    .from(m)
    .where(and(isTransferMove(companyId), sql`${m.sourceId} in ${ids}`))
    .groupBy(m.sourceId)
    .as('moved');
}

/** Per transfer of `ids`, the value at cost that left the source (set when dispatched). */
function transferValues(db: Executor, companyId: string, ids: SQL) {
  return db
    .select({
      transferId: sql<string>`${transferItems.transferId}`.as('valued_transfer_id'),
      value: sql<string | null>`sum(${transferItems.value})::text`.as('value'),
    })
    .from(transferItems)
    .where(and(eq(transferItems.companyId, companyId), sql`${transferItems.transferId} in ${ids}`))
    .groupBy(transferItems.transferId)
    .as('valued');
}

/** The report's transfers with their branches' names, dates and value (the caller orders and pages). */
function selectTransfers({ db, ctx, range }: TableReportInput<unknown>) {
  const source = aliasedTable(branches, 'source_branch');
  const destination = aliasedTable(branches, 'destination_branch');
  const ids = sql`(select ${transfers.id} from ${transfers} where ${transfersOf(db, ctx.companyId, range)})`;
  const moved = movedDates(db, ctx.companyId, ids);
  const valued = transferValues(db, ctx.companyId, ids);
  const query = db
    .select({
      transferId: transfers.id,
      transferNumber: transfers.transferNumber,
      from: source.name,
      to: destination.name,
      status: transfers.status,
      value: valued.value,
      dispatchedAt: moved.dispatched,
      arrived: moved.arrived,
    })
    .from(transfers)
    .innerJoin(source, and(eq(source.companyId, transfers.companyId), eq(source.id, transfers.fromBranchId)))
    .innerJoin(
      destination,
      and(eq(destination.companyId, transfers.companyId), eq(destination.id, transfers.toBranchId)),
    )
    .leftJoin(moved, eq(moved.transferId, transfers.id))
    .leftJoin(valued, eq(valued.transferId, transfers.id))
    .where(sql`${transfers.id} in ${ids}`)
    .$dynamic();
  return { query, ids, moved, valued };
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
    selectTransfers(input).query.orderBy(asc(transfers.transferNumber)),
    todayOf(input),
  ]);
  return { rows: rows.map((r) => toRow(r, today)) };
};

/** The pages by dispatch date from SQL: empty dates last either way, ties in transfer number order. */
export const transferHistoryPages: TableReportPager<unknown, Row> = {
  sorts: ['dispatchedAt'],
  async page(input, { descending, offset, limit }) {
    const { query, ids, moved, valued } = selectTransfers(input);
    const direction = descending ? sql`desc` : sql`asc`;
    const [rows, [sums], today] = await Promise.all([
      query
        .orderBy(sql`${moved.dispatched} ${direction} nulls last`, asc(transfers.transferNumber))
        .limit(limit)
        .offset(offset),
      input.db
        .select({
          count: sql<number>`count(*)::int`,
          value: sql<string | null>`sum(${valued.value}::numeric)::text`,
        })
        .from(transfers)
        .leftJoin(valued, eq(valued.transferId, transfers.id))
        .where(sql`${transfers.id} in ${ids}`),
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
  const out = inBranches(transfers.fromBranchId, range);
  const into = inBranches(transfers.toBranchId, range);
  return out && into ? or(out, into) : undefined;
}
