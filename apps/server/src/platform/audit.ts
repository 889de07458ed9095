import { auditLog, type Executor } from '@tawi/db';
import type { Actor } from './request-context';

export interface AuditRecord {
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string;
  summary?: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = new Set(['password', 'passwordHash', 'tokenHash', 'data']);

function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (k, v) => (SECRET_KEYS.has(k) ? undefined : v)));
}

/** Writes an audit entry in the caller's transaction: who, when, what, before and after. */
export async function recordAudit(tx: Executor, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: actor.companyId,
    userId: actor.userId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    summary: record.summary ?? null,
    before: scrub(record.before),
    after: scrub(record.after),
  });
}
