import type { OutboxMessage } from '@tawi/contracts';
import { type Database, outbox } from '@tawi/db';
import { and, eq, ne } from 'drizzle-orm';
import { AppError, invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { Actor } from '../../platform/request-context';
import { effectiveMailConfig, mailNotConfigured } from './effective-mail-config';
import type { MailConfig } from './mail-config';
import { findOutboxRow, toOutboxMessage } from './outbox.repo';
import { deliver } from './send-mail';

/**
 * Tries a queued or failed message again over SMTP (`given`, else the company's settings in force). Without SMTP configured it is 409
 * `mail-not-configured` and the message stays as it was; a sent one is 409 `invalid-state`. The
 * message is claimed first (marked sent in one conditional UPDATE), so two retries at once send it
 * once; when the server refuses, it is marked failed with the reason and the answer is 502.
 */
export async function retryOutboxMessage(
  db: Database,
  ctx: Actor,
  id: string,
  given?: MailConfig,
): Promise<OutboxMessage> {
  const row = await findOutboxRow(db, ctx.companyId, id);
  if (row.status === 'sent') throw invalidState('This message was already sent');
  const config = given ?? (await effectiveMailConfig(db, ctx.companyId));
  if (!config) throw mailNotConfigured('; the message stays in the outbox');
  const mine = ofCompany(outbox, ctx.companyId, eq(outbox.id, row.id));
  const [claimed] = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), error: null })
    .where(and(mine, ne(outbox.status, 'sent')))
    .returning();
  if (!claimed) throw invalidState('This message was already sent');
  const summary = `${row.subject} to ${row.toAddress}`;
  try {
    await deliver(config, {
      to: row.toAddress,
      cc: row.ccAddress ?? undefined,
      subject: row.subject,
      text: row.body,
      ...(row.attachment && {
        attachment: {
          filename: row.attachmentName ?? 'attachment',
          contentType: row.attachmentType ?? 'application/octet-stream',
          content: row.attachment,
        },
      }),
    });
  } catch (err) {
    await db
      .update(outbox)
      .set({ status: 'failed', sentAt: null, error: (err as Error).message })
      .where(mine);
    await auditUpdate(db, ctx, 'outbox', row.id, `${summary} (failed again)`);
    throw new AppError('mail-failed', 'The mail server did not accept the message', { id: row.id }, 502);
  }
  await auditUpdate(db, ctx, 'outbox', row.id, `${summary} (sent on retry)`);
  return toOutboxMessage(claimed);
}
