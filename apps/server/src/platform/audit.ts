import type { AuditedEntity } from '@tawi/contracts';
import { auditLog, type Executor } from '@tawi/db';
import type { Actor } from './request-context';

export interface AuditRecord {
  action: 'create' | 'update' | 'delete';
  entity: AuditedEntity;
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

/** An audit of one action on entity `entityId`: `summary` names it for people, `change` is its before/after. */
type AuditOf<Change> = (
  tx: Executor,
  actor: Actor,
  entity: AuditedEntity,
  entityId: string,
  summary: string,
  change?: Change,
) => Promise<void>;

/** Audits the creation of entity `entityId`, now `after`. */
export const auditCreate: AuditOf<unknown> = (tx, actor, entity, entityId, summary, after) =>
  recordAudit(tx, actor, { action: 'create', entity, entityId, summary, after });

/** What an entity was and became. */
type BeforeAfter = { before?: unknown; after?: unknown };

/** Audits the change of entity `entityId` from `before` to `after`. */
export const auditUpdate: AuditOf<BeforeAfter> = (tx, actor, entity, entityId, summary, change) =>
  recordAudit(tx, actor, { action: 'update', entity, entityId, summary, ...change });

/** Audits the deletion of entity `entityId`, which was `before`. */
export const auditDelete: AuditOf<unknown> = (tx, actor, entity, entityId, summary, before) =>
  recordAudit(tx, actor, { action: 'delete', entity, entityId, summary, before });
