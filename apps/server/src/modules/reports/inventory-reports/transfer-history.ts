import { branches, type Executor, stockMovements, transferItems, transfers } from '@tawi/db';
import { daysPastDue, Money, todayIn } from '@tawi/domain';
import { aliasedTable, and, eq, or, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { companyCalendar, type ReportRange } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';

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

/** Per transfer, the business dates of its stock moves: out of the source, into the destination. */
function movedDates(db: Executor, companyId: string) {
  const m = stockMovements;
  return db
    .select({
      transferId: sql<string>`${m.sourceId}`.as('transfer_id'),
      dispatched: sql<string | null>`min(${m.date}) filter (where ${m.kind} = 'transfer_out')`.as(
        'dispatched',
      ),
      arrived: sql<string | null>`max(${m.date}) filter (where ${m.kind} = 'transfer_in')`.as('arrived'),
    })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.sourceType, 'transfer')))
    .groupBy(m.sourceId)
    .as('moved');
}

/** Per transfer, the value at cost that left the source (set when dispatched). */
function transferValues(db: Executor, companyId: string) {
  return db
    .select({
      transferId: sql<string>`${transferItems.transferId}`.as('valued_transfer_id'),
      value: sql<string | null>`sum(${transferItems.value})::text`.as('value'),
    })
    .from(transferItems)
    .where(eq(transferItems.companyId, companyId))
    .groupBy(transferItems.transferId)
    .as('valued');
}

/**
 * API.md `transfer-history`: the transfers from or to the branches dispatched in the period (not yet
 * dispatched: created in it), with the value at cost that left the source (null until dispatched), the
 * business dates of dispatch and arrival (a canceled transfer's stock coming back is not an arrival),
 * and the days in transit: to arrival, or to today for one still In Transit.
 */
export const transferHistory: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const source = aliasedTable(branches, 'source_branch');
  const destination = aliasedTable(branches, 'destination_branch');
  const moved = movedDates(db, ctx.companyId);
  const valued = transferValues(db, ctx.companyId);
  const day = sql<string>`coalesce(${moved.dispatched}, ${transfers.createdAt}::date)`;
  const rows = await db
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
    .where(
      and(
        eq(transfers.companyId, ctx.companyId),
        or(eq(transfers.isDeleted, false), eq(transfers.status, 'Canceled')),
        sql`${day} between ${range.from} and ${range.to}`,
        touchesBranches(range),
      ),
    );
  const today = todayIn((await companyCalendar(db, ctx.companyId)).timeZone);
  return {
    rows: rows.map((r) => {
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
    }),
  };
};

function touchesBranches(range: ReportRange) {
  const out = inBranches(transfers.fromBranchId, range);
  const into = inBranches(transfers.toBranchId, range);
  return out && into ? or(out, into) : undefined;
}
