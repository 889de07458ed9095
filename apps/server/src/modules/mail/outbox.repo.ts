import type { OutboxListQuery, OutboxMessage, Page } from '@tawi/contracts';
import { type Executor, outbox } from '@tawi/db';
import { type AnyColumn, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { isUuid } from '../../platform/document-key';
import { containsPattern } from '../../platform/like-pattern';

type OutboxRow = typeof outbox.$inferSelect;

const SORTS: Record<string, AnyColumn> = {
  createdAt: outbox.createdAt,
  to: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
};

export const toOutboxMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  to: r.toAddress,
  cc: r.ccAddress,
  subject: r.subject,
  document: r.sourceType && r.sourceId ? { type: r.sourceType, id: r.sourceId } : null,
  attachmentName: r.attachmentName,
  status: r.status as OutboxMessage['status'],
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** One page of the company's outbox, newest first unless `sort` says otherwise; search over to and subject. */
export async function listOutbox(
  db: Executor,
  companyId: string,
  q: OutboxListQuery,
): Promise<Page<OutboxMessage>> {
  const term = containsPattern(q.search);
  const where = ofCompany(
    outbox,
    companyId,
    q.status ? eq(outbox.status, q.status) : undefined,
    term ? or(ilike(outbox.toAddress, term), ilike(outbox.subject, term)) : undefined,
  );
  const field = SORTS[q.sort?.replace(/^-/, '') ?? ''];
  const order: SQL[] = field
    ? [q.sort?.startsWith('-') ? desc(field) : asc(field), desc(outbox.createdAt)]
    : [desc(outbox.createdAt)];
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(...order, desc(outbox.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  return { items: rows.map(toOutboxMessage), total: Number(total?.n ?? 0), page: q.page, limit: q.limit };
}

/** The company's message, or 404 (another company's too). */
export async function findOutboxRow(db: Executor, companyId: string, id: string): Promise<OutboxRow> {
  if (!isUuid(id)) throw notFound('Message');
  const [row] = await db
    .select()
    .from(outbox)
    .where(ofCompany(outbox, companyId, eq(outbox.id, id)));
  if (!row) throw notFound('Message');
  return row;
}
