import type { Database } from '@tawi/db';
import type { FastifyBaseLogger } from 'fastify';
import { effectiveMailConfig } from './effective-mail-config';
import { deliverQueuedMail, type MailMessage } from './send-mail';

/**
 * Sends a message already written to the outbox (enqueueMail, committed) without the caller waiting:
 * for answers that must not depend on the mail (202 Accepted). Without SMTP it stays `queued`; a
 * refusal leaves it `failed` in the outbox to send again, and is logged.
 */
export function sendQueuedMailLater(
  db: Database,
  log: FastifyBaseLogger,
  queued: { companyId: string; id: string; message: MailMessage },
): void {
  const send = async () => {
    const config = await effectiveMailConfig(db, queued.companyId);
    if (config) await deliverQueuedMail(db, queued.companyId, queued.id, queued.message, config);
  };
  send().catch((err: unknown) => log.warn({ err, outboxId: queued.id }, 'queued mail was not sent'));
}
