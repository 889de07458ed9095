import type { DocumentEmail, EmailDraft, MailedDocument, MailResult } from '@tawi/contracts';
import type { Database, Executor } from '@tawi/db';
import { type EmailTemplateKind, renderEmailTemplate, type TemplateValues } from '@tawi/domain';
import { AppError } from '../../platform/app-error';
import { type AuditRecord, recordAudit } from '../../platform/audit';
import { letterheadOf } from '../../platform/pdf';
import type { Actor } from '../../platform/request-context';
import { emailTemplateOf } from './email-templates';
import { type MailMessage, sendMail } from './send-mail';

/** What a document's email is made of: its template, the values it fills, its party's address. */
export interface DocumentLetter {
  kind: EmailTemplateKind;
  /** The document's placeholders (the company's are added). */
  values: TemplateValues;
  /** The customer's or supplier's address, if on record. */
  defaultTo: string | null | undefined;
  /** The document the message carries, e.g. { type: 'invoice', id }. */
  source: { type: MailedDocument; id: string };
}

/** A message that carries a document's PDF. */
export type DocumentMail = MailMessage & { source: DocumentLetter['source'] };

export interface PdfFile {
  pdf: Buffer;
  filename: string;
}

/** The company's own placeholders: {company}, {companyPhone}, {companyEmail}. */
async function companyValues(db: Executor, companyId: string): Promise<TemplateValues> {
  const head = await letterheadOf(db, companyId);
  return { company: head.name, companyPhone: head.phone ?? '', companyEmail: head.email ?? '' };
}

/** What the email dialog starts from: the party's address and the company's template filled in. */
export async function draftDocumentMail(
  db: Executor,
  companyId: string,
  letter: DocumentLetter,
): Promise<EmailDraft> {
  const template = await emailTemplateOf(db, companyId, letter.kind);
  const values = { ...(await companyValues(db, companyId)), ...letter.values };
  const { subject, body } = renderEmailTemplate(template, values);
  return { to: letter.defaultTo ? [letter.defaultTo] : [], cc: [], subject, message: body };
}

/**
 * The message of a document's email: `given` is what the user wrote (to, cc, subject, message); what
 * they left out comes from the draft. No recipient at all is 422 `no-email-address`.
 */
export async function composeDocumentMail(
  db: Executor,
  companyId: string,
  letter: DocumentLetter,
  file: PdfFile,
  given: DocumentEmail | undefined,
): Promise<DocumentMail> {
  const draft = await draftDocumentMail(db, companyId, letter);
  const to = given?.to?.length ? given.to : draft.to;
  if (to.length === 0) {
    throw new AppError('no-email-address', 'There is no email address to send this to; enter one', {
      fields: { to: 'Enter an email address' },
    });
  }
  return {
    to: to.join(', '),
    ...(given?.cc?.length && { cc: given.cc.join(', ') }),
    subject: given?.subject ?? draft.subject,
    text: given?.message ?? draft.message,
    attachment: { filename: file.filename, contentType: 'application/pdf', content: file.pdf },
    source: letter.source,
  };
}

/** The audit line of a mailed document. */
export const mailAudit = (message: DocumentMail, id: string, status: string): AuditRecord => ({
  action: 'create',
  entity: `${message.source.type}-email`,
  entityId: id,
  summary: `${message.subject} to ${message.to}${message.cc ? ` cc ${message.cc}` : ''} (${status})`,
});

/** Mails a document's PDF (sent over SMTP, or kept in the outbox when none is configured) and audits it. */
export async function emailDocument(
  db: Database,
  actor: Actor,
  letter: DocumentLetter,
  file: PdfFile,
  given: DocumentEmail | undefined,
): Promise<MailResult> {
  const message = await composeDocumentMail(db, actor.companyId, letter, file, given);
  const result = await sendMail(db, actor, message);
  await recordAudit(db, actor, mailAudit(message, result.id, result.status));
  return result;
}
