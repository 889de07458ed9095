import type { AuditEntry, AuditQuery, Page } from '@tawi/contracts';
import { auditLog, type Executor, users } from '@tawi/db';
import { count, desc } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { ilikeAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';

type AuditRow = typeof auditLog.$inferSelect;

const toAuditEntry = ({ entry, userName }: { entry: AuditRow; userName: string | null }): AuditEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  userId: entry.userId,
  userName,
  action: entry.action as AuditEntry['action'],
  entity: entry.entity,
  entityId: entry.entityId,
  summary: entry.summary,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

export async function listAuditLog(
  db: Executor,
  companyId: string,
  q: AuditQuery,
): Promise<Page<AuditEntry>> {
  const where = ofCompany(
    auditLog,
    companyId,
    givenEquals(auditLog.entity, q.entity),
    givenEquals(auditLog.action, q.action),
    givenEquals(auditLog.userId, q.userId),
    ilikeAny(q.search, [auditLog.summary, auditLog.entityId, users.fullName]),
  );
  const byUser = keyedJoin(users, auditLog, auditLog.userId);
  return sqlPage(
    q,
    db
      .select({ entry: auditLog, userName: users.fullName })
      .from(auditLog)
      .leftJoin(users, byUser)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
    db.select({ n: count() }).from(auditLog).leftJoin(users, byUser).where(where),
    async (rows) => rows.map(toAuditEntry),
  );
}
