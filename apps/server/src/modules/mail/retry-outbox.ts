import type { OutboxMessage } from '@tawi/contracts';
import { type Database, outbox } from '@tawi/db';
import { and, eq, ne } from 'drizzle-orm';
import { AppError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/request-context';
import { type MailConfig, readMailConfig } from './mail-config';
import { findOutboxRow, toOutboxMessage } from './outbox.repo';
import { deliver } from './send-mail';

/**
 * Tries a queued or failed message again over SMTP. Without SMTP configured it is 409
 * `mail-not-configured` and the message stays as it was; a sent one is 409 `invalid-state`. The
 * message is claimed first (marked sent in one conditional UPDATE), so two retries at once send it
 * once; when the server refuses, it is marked failed with the reason and the answer is 502.
 */
export async function retryOutboxMessage(
  db: Database,
  ctx: Actor,
  id: string,
  config: MailConfig | undefined = readMailConfig(),
): Promise<OutboxMessage> {
  const row = await findOutboxRow(db, ctx.companyId, id);
  if (row.status === 'sent') throw invalidState('This message was already sent');
  if (!config) {
    throw new AppError(
      'mail-not-configured',
      'No mail server is configured (set SMTP_HOST); the message stays in the outbox',
      undefined,
      409,
    );
  }
  const mine = and(eq(outbox.companyId, ctx.companyId), eq(outbox.id, row.id));
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
    await recordAudit(db, ctx, {
      action: 'update',
      entity: 'outbox',
      entityId: row.id,
      summary: `${summary} (failed again)`,
    });
    throw new AppError('mail-failed', 'The mail server did not accept the message', { id: row.id }, 502);
  }
  await recordAudit(db, ctx, {
    action: 'update',
    entity: 'outbox',
    entityId: row.id,
    summary: `${summary} (sent on retry)`,
  });
  return toOutboxMessage(claimed);
}
