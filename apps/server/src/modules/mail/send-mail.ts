import type { MailResult } from '@tawi/contracts';
import { type Database, type Executor, outbox } from '@tawi/db';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import type { Actor } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { effectiveMailConfig } from './effective-mail-config';
import type { MailConfig } from './mail-config';

export interface MailMessage {
  /** One address, or several separated by ", ". */
  to: string;
  /** Copies, separated by ", ". */
  cc?: string | undefined;
  subject: string;
  text: string;
  attachment?: { filename: string; contentType: string; content: Buffer };
  /** The document the message carries, e.g. { type: 'payroll', id }. */
  source?: { type: string; id: string };
}

/** Hands one message to the SMTP server; throws when it refuses or cannot be reached. */
export async function deliver(config: MailConfig, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...(config.user && { auth: { user: config.user, pass: config.pass ?? '' } }),
  });
  await transport.sendMail({
    from: config.from,
    to: message.to,
    ...(message.cc && { cc: message.cc }),
    subject: message.subject,
    text: message.text,
    ...(message.attachment && { attachments: [message.attachment] }),
  });
}

/** Writes the message to the outbox as `queued` (inside the caller's transaction); returns its id. */
export async function enqueueMail(db: Executor, actor: Actor, message: MailMessage): Promise<string> {
  const row = await db
    .insert(outbox)
    .values({
      companyId: actor.companyId,
      toAddress: message.to,
      ccAddress: message.cc || null,
      subject: message.subject,
      body: message.text,
      attachmentName: message.attachment?.filename ?? null,
      attachmentType: message.attachment?.contentType ?? null,
      attachment: message.attachment?.content ?? null,
      sourceType: message.source?.type ?? null,
      sourceId: message.source?.id ?? null,
      createdBy: actor.userId,
    })
    .returning({ id: outbox.id })
    .then(returnedRow('outbox insert'));
  return row.id;
}

/**
 * Sends an outbox message over SMTP and marks it `sent`; a refusal marks it `failed` with the reason
 * and throws 502 `mail-failed`.
 */
export async function deliverQueuedMail(
  db: Database,
  companyId: string,
  id: string,
  message: MailMessage,
  config: MailConfig,
): Promise<void> {
  const mine = ofCompany(outbox, companyId, eq(outbox.id, id));
  try {
    await deliver(config, message);
  } catch (err) {
    await db
      .update(outbox)
      .set({ status: 'failed', error: (err as Error).message })
      .where(mine);
    throw new AppError('mail-failed', 'The mail server did not accept the message', { id }, 502);
  }
  await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(mine);
}

/**
 * Every message is written to the outbox first. With SMTP configured it is sent at once and marked
 * `sent` (a refusal marks it `failed` and answers 502 `mail-failed`); without, it stays `queued`.
 * `config` omitted: the company's settings in force (its own, else the environment's).
 */
export async function sendMail(
  db: Database,
  actor: Actor,
  message: MailMessage,
  given?: MailConfig,
): Promise<MailResult> {
  const config = given ?? (await effectiveMailConfig(db, actor.companyId));
  const id = await enqueueMail(db, actor, message);
  const result = { id, to: message.to, subject: message.subject };
  if (!config) return { ...result, status: 'queued' };
  await deliverQueuedMail(db, actor.companyId, id, message, config);
  return { ...result, status: 'sent' };
}
