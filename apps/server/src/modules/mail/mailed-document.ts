import type { DocumentEmail } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import type { RequestContext } from '../../platform/request-context';
import { type DocumentLetter, draftDocumentMail, emailDocument, type PdfFile } from './email-document';

/** A sales or purchasing document that is mailed: its letter (the template's values) and its PDF. */
export interface MailedDocument<Q = void> {
  letter(db: Database, ctx: RequestContext, id: string, q: Q): Promise<DocumentLetter>;
  file(db: Database, ctx: RequestContext, id: string, q: Q): Promise<PdfFile>;
}

/** Mails a document's PDF with its template filled, to the party's address unless `given` says. */
export function documentMailer<Q>(doc: MailedDocument<Q>) {
  return async (db: Database, ctx: RequestContext, id: string, given: DocumentEmail, q: Q) => {
    const letter = await doc.letter(db, ctx, id, q);
    return emailDocument(db, ctx, letter, await doc.file(db, ctx, id, q), given);
  };
}

/** What the email dialog of a document starts from. */
export function documentMailDrafter<Q>(doc: MailedDocument<Q>) {
  return async (db: Database, ctx: RequestContext, id: string, q: Q) =>
    draftDocumentMail(db, ctx.companyId, await doc.letter(db, ctx, id, q));
}
