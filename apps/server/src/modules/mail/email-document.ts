import type { MailResult } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { sendMail } from './send-mail';

export interface DocumentMail {
  /** The recipient asked for, else the document's party's address; neither is 422 `no-email-address`. */
  to: string | null | undefined;
  subject: string;
  text: string;
  pdf: Buffer;
  filename: string;
  source: { type: string; id: string };
}

/** Mails a document's PDF (sent over SMTP, or kept in the outbox when none is configured) and audits it. */
export async function emailDocument(
  db: Database,
  ctx: RequestContext,
  mail: DocumentMail,
): Promise<MailResult> {
  if (!mail.to) {
    throw new AppError('no-email-address', 'There is no email address to send this to; enter one', {
      fields: { to: 'Enter an email address' },
    });
  }
  const result = await sendMail(db, ctx, {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachment: { filename: mail.filename, contentType: 'application/pdf', content: mail.pdf },
    source: mail.source,
  });
  await recordAudit(db, ctx, {
    action: 'create',
    entity: `${mail.source.type}-email`,
    entityId: result.id,
    summary: `${mail.subject} to ${result.to} (${result.status})`,
  });
  return result;
}
