import { recordPath } from '@tawi/contracts';
import { auditLog, users } from '@tawi/db';
import { addDays } from '@tawi/domain';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { companyCalendar } from '../report-range';
import type { TableReportPager } from '../tables/table-pages';
import type { TableReportInput, TableReportLoader } from '../tables/table-report';

type Query = { userId?: string | undefined };
type Row = ReturnType<typeof toRow>;

/** The log of the report as local time text (`at`), and which entries: the period's days, the user's. */
async function historyOf({ db, ctx, range, query }: TableReportInput<Query>) {
  const { timeZone } = await companyCalendar(db, ctx.companyId);
  const startOf = (day: string) => sql`(${day}::timestamp at time zone ${timeZone})`;
  const where = and(
    eq(auditLog.companyId, ctx.companyId),
    gte(auditLog.at, startOf(range.from)),
    lt(auditLog.at, startOf(addDays(range.to, 1))),
    query.userId ? eq(auditLog.userId, query.userId) : undefined,
  );
  const at = sql<string>`to_char(${auditLog.at} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
  return { where, at };
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
    .leftJoin(users, and(eq(users.companyId, auditLog.companyId), eq(users.id, auditLog.userId)))
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
    const { where, at } = await historyOf(input);
    const [rows, [counted]] = await Promise.all([
      selectRows(input.db, at, where)
        .orderBy(...(descending ? newestFirst : oldestSecondFirst))
        .limit(limit)
        .offset(offset),
      input.db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    return { rows: rows.map(toRow), total: counted?.count ?? 0, totals: {} };
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
