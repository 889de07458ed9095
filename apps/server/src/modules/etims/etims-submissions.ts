import type { EtimsSubmission, EtimsSubmissionQuery } from '@tawi/contracts';
import { type Executor, etimsOutbox } from '@tawi/db';
import { desc, eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import { ilikeAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';
import type { Actor } from '../../platform/request-context';
import { tablePage } from '../../platform/sql-page';
import { type EtimsOutboxRow, requeue } from './etims-outbox';

const toSubmission = (r: EtimsOutboxRow): EtimsSubmission => ({
  id: r.id,
  documentType: r.documentType,
  documentId: r.documentId,
  documentNumber: r.documentNumber,
  endpoint: r.endpoint,
  status: r.status as EtimsSubmission['status'],
  sequence: r.sequence,
  attempts: r.attempts,
  error: r.error,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The company's eTIMS outbox, newest first; by status, or a document number. */
export function listEtimsSubmissions(db: Executor, companyId: string, q: EtimsSubmissionQuery) {
  const byNumber = ilikeAny(q.search, [etimsOutbox.documentNumber]);
  const where = ofCompany(etimsOutbox, companyId, givenEquals(etimsOutbox.status, q.status), byNumber);
  return tablePage(db, q, { table: etimsOutbox, where, order: [desc(etimsOutbox.position)] }, toSubmission);
}

const findSubmission = (db: Executor, companyId: string, id: string) =>
  foundRow(db, etimsOutbox, ofCompany(etimsOutbox, companyId, eq(etimsOutbox.id, id)), 'eTIMS submission');

/** Sends a failed or waiting submission again at the next delivery; a sent (or sending) one is 409. */
export async function resendEtimsSubmission(db: Executor, ctx: Actor, id: string): Promise<EtimsSubmission> {
  const row = await findSubmission(db, ctx.companyId, id);
  if (!(await requeue(db, ctx.companyId, row.id, new Date()))) {
    throw invalidState(row.status === 'sent' ? 'KRA already has this document' : 'It is being sent now');
  }
  await auditUpdate(db, ctx, 'etims-submission', row.id, `${row.documentNumber}: sent to eTIMS again`);
  return toSubmission(await findSubmission(db, ctx.companyId, id));
}
