import { recordPath } from '@tawi/contracts';
import { auditLog, users } from '@tawi/db';
import { addDays } from '@tawi/domain';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { companyCalendar } from '../report-range';
import type { TableReportLoader } from '../tables/table-report';

/**
 * API.md `user-history`: the audit log of the period (days in the company's time zone), newest first,
 * optionally of one user; `at` is the company's local time, `link` the record's web page if it has one.
 * The audit log has no branch: `branchId` does not narrow it.
 */
export const userHistory: TableReportLoader<
  { userId?: string | undefined },
  ReturnType<typeof toRow>
> = async ({ db, ctx, range, query }) => {
  const { timeZone } = await companyCalendar(db, ctx.companyId);
  const startOf = (day: string) => sql`(${day}::timestamp at time zone ${timeZone})`;
  const rows = await db
    .select({
      at: sql<string>`to_char(${auditLog.at} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`,
      userId: auditLog.userId,
      userName: users.fullName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.companyId, auditLog.companyId), eq(users.id, auditLog.userId)))
    .where(
      and(
        eq(auditLog.companyId, ctx.companyId),
        gte(auditLog.at, startOf(range.from)),
        lt(auditLog.at, startOf(addDays(range.to, 1))),
        query.userId ? eq(auditLog.userId, query.userId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return { rows: rows.map(toRow) };
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
