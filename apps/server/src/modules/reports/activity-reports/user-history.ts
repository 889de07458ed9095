import { recordPath } from '@tawi/contracts';
import { auditHourCounts, auditLog, companies, users } from '@tawi/db';
import { addDays } from '@tawi/domain';
import { asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import { givenEquals } from '../../../platform/list-filters';
import { companyCalendar } from '../report-range';
import type { TableReportPager } from '../tables/table-pages';
import type { TableReportInput, TableReportLoader } from '../tables/table-report';

type Query = { userId?: string | undefined };
type Row = ReturnType<typeof toRow>;

/** The log of the report as local time text (`at`), and which entries: the period's days, the user's. */
async function historyOf({ db, ctx, range, query }: TableReportInput<Query>) {
  const { timeZone } = await companyCalendar(db, ctx.companyId);
  const startOf = (day: string) => sql`(${day}::timestamp at time zone ${timeZone})`;
  const [start, end] = [startOf(range.from), startOf(addDays(range.to, 1))];
  const between = (from: SQL, until: SQL) =>
    ofCompany(
      auditLog,
      ctx.companyId,
      gte(auditLog.at, from),
      lt(auditLog.at, until),
      givenEquals(auditLog.userId, query.userId),
    );
  const at = sql<string>`to_char(${auditLog.at} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
  return { where: between(start, end), at, start, end, between };
}

const hourUp = (t: SQL) =>
  sql`date_trunc('hour', ${t} at time zone 'UTC' + interval '1 hour' - interval '1 microsecond') at time zone 'UTC'`;
const hourDown = (t: SQL) => sql`date_trunc('hour', ${t} at time zone 'UTC') at time zone 'UTC'`;

/**
 * How many entries the report has: everyone's from the hours the audit trigger counts (migration
 * 0053) and the log's own entries of the parts of an hour at the period's ends (a time zone whose
 * offset is not whole hours); one user's from the log (its index by user).
 */
async function countOf(input: TableReportInput<Query>, history: Awaited<ReturnType<typeof historyOf>>) {
  const { db, ctx, query } = input;
  const { where, start, end, between } = history;
  if (query.userId) {
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(where);
    return counted?.count ?? 0;
  }
  const [bounds] = await db
    .select({
      first: sql<string>`${hourUp(start)}::text`,
      last: sql<string>`${hourDown(end)}::text`,
      hours: sql<boolean>`${hourUp(start)} < ${hourDown(end)}`,
    })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const count = async (w: SQL | undefined) =>
    (await db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(w))[0]?.count ?? 0;
  if (!bounds?.hours) return count(where);
  const [first, last] = [sql`${bounds.first}::timestamptz`, sql`${bounds.last}::timestamptz`];
  const h = auditHourCounts;
  // each part its own range, so each reads its index (an OR of ranges would scan the company's log)
  const [hours, before, after] = await Promise.all([
    db
      .select({ count: sql<number>`coalesce(sum(${h.entries}), 0)::int` })
      .from(h)
      .where(ofCompany(h, ctx.companyId, gte(h.hour, first), lt(h.hour, last))),
    count(between(start, first)),
    count(between(last, end)),
  ]);
  return (hours[0]?.count ?? 0) + before + after;
}

function selectRows(db: TableReportInput<Query>['db'], at: SQL<string>, where: SQL | undefined) {
  return db
    .select({
      at,
      userId: auditLog.userId,
      userName: users.fullName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .leftJoin(users, keyedJoin(users, auditLog, auditLog.userId))
    .where(where)
    .$dynamic();
}

/** The loader's own order (ties of a sort keep it): newest first. */
const newestFirst = [desc(auditLog.at), desc(auditLog.id)];

/**
 * API.md `user-history`: the audit log of the period (days in the company's time zone), newest first,
 * optionally of one user; `at` is the company's local time, `link` the record's web page if it has one.
 * The audit log has no branch: `branchId` does not narrow it.
 */
export const userHistory: TableReportLoader<Query, Row> = async (input) => {
  const { where, at } = await historyOf(input);
  const rows = await selectRows(input.db, at, where).orderBy(...newestFirst);
  return { rows: rows.map(toRow) };
};

/**
 * `at` ascending as the kit sorts its text: by the second, and within one second in the loader's own
 * order (newest first).
 */
const oldestSecondFirst = [asc(sql`date_trunc('second', ${auditLog.at})`), ...newestFirst];

/**
 * `user-history` by `at` (the default, newest first) paged and counted in SQL. It sorts by the moment
 * itself, not its local-time text (to the second), so the default page is read from the log's (company,
 * at) index and stops at its last row.
 */
export const userHistoryPages: TableReportPager<Query, Row> = {
  sorts: ['at'],
  async page(input, { descending, offset, limit }) {
    const history = await historyOf(input);
    const { where, at } = history;
    const [rows, total] = await Promise.all([
      selectRows(input.db, at, where)
        .orderBy(...(descending ? newestFirst : oldestSecondFirst))
        .limit(limit)
        .offset(offset),
      countOf(input, history),
    ]);
    return { rows: rows.map(toRow), total, totals: {} };
  },
};

function toRow(r: {
  at: string;
  userId: string | null;
  userName: string | null;
  action: string;
  entity: string;
  entityId: string;
  summary: string | null;
}) {
  return {
    at: r.at,
    userId: r.userId,
    userName: r.userName,
    action: r.action,
    recordType: r.entity,
    recordId: r.entityId,
    summary: r.summary ?? `${r.action} ${r.entity}`,
    link: recordPath(r.entity, r.entityId),
  };
}
