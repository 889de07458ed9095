import type { OutboxListQuery, OutboxMessage, Page } from '@tawi/contracts';
import { type Executor, outbox } from '@tawi/db';
import { type AnyColumn, asc, desc, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { isUuid } from '../../platform/document-key';
import { foundRow } from '../../platform/found-row';
import { ilikeAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import { tablePage } from '../../platform/sql-page';

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
  const where = ofCompany(
    outbox,
    companyId,
    givenEquals(outbox.status, q.status),
    ilikeAny(q.search, [outbox.toAddress, outbox.subject]),
  );
  const field = SORTS[q.sort?.replace(/^-/, '') ?? ''];
  const order: SQL[] = field
    ? [q.sort?.startsWith('-') ? desc(field) : asc(field), desc(outbox.createdAt)]
    : [desc(outbox.createdAt)];
  return tablePage(db, q, { table: outbox, where, order: [...order, desc(outbox.id)] }, toOutboxMessage);
}

/** The company's message, or 404 (another company's too). */
export async function findOutboxRow(db: Executor, companyId: string, id: string): Promise<OutboxRow> {
  if (!isUuid(id)) throw notFound('Message');
  return foundRow(db, outbox, ofCompany(outbox, companyId, eq(outbox.id, id)), 'Message');
}
