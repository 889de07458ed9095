import type { AuditEntry, AuditQuery, Page } from '@tawi/contracts';
import { auditLog, type Executor, users } from '@tawi/db';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { ofCompany, sameCompany } from '../../platform/company-rows';
import { containsPattern } from '../../platform/like-pattern';

export async function listAuditLog(
  db: Executor,
  companyId: string,
  q: AuditQuery,
): Promise<Page<AuditEntry>> {
  const term = containsPattern(q.search);
  const where = ofCompany(
    auditLog,
    companyId,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.userId ? eq(auditLog.userId, q.userId) : undefined,
    term
      ? or(ilike(auditLog.summary, term), ilike(auditLog.entityId, term), ilike(users.fullName, term))
      : undefined,
  );
  const base = db
    .select({ entry: auditLog, userName: users.fullName })
    .from(auditLog)
    .leftJoin(users, sameCompany(users, auditLog, eq(users.id, auditLog.userId)));
  const rows = await base
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, sameCompany(users, auditLog, eq(users.id, auditLog.userId)))
    .where(where);
  return {
    items: rows.map(({ entry, userName }) => ({
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
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}
