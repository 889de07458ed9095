import type { Attachment } from '@tawi/contracts';
import { type AttachmentDocumentKind, type Database, documentAttachments, type Executor } from '@tawi/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { checkUpload, type UploadedFile } from '../../platform/uploaded-file';
import { attachedDocument } from './attached-documents';

const metadata = {
  id: documentAttachments.id,
  documentId: documentAttachments.documentId,
  fileName: documentAttachments.fileName,
  contentType: documentAttachments.contentType,
  size: documentAttachments.size,
  createdAt: documentAttachments.createdAt,
};

type Row = { documentId: string; createdAt: Date } & Omit<Attachment, 'createdAt'>;
const toAttachment = ({ documentId: _, createdAt, ...rest }: Row): Attachment => ({
  ...rest,
  createdAt: createdAt.toISOString(),
});

const ofKind = (companyId: string, kind: AttachmentDocumentKind) =>
  ofCompany(documentAttachments, companyId, eq(documentAttachments.documentKind, kind));

/** The files of these documents (without their bytes), oldest first, by document id. */
export async function attachmentsOf(
  db: Executor,
  companyId: string,
  kind: AttachmentDocumentKind,
  documentIds: readonly string[],
): Promise<Map<string, Attachment[]>> {
  const byDocument = new Map<string, Attachment[]>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .select(metadata)
    .from(documentAttachments)
    .where(and(ofKind(companyId, kind), inArray(documentAttachments.documentId, [...documentIds])))
    .orderBy(asc(documentAttachments.createdAt), asc(documentAttachments.id));
  for (const row of rows) {
    byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), toAttachment(row)]);
  }
  return byDocument;
}

/** The files kept with one document the caller may see. */
export async function listAttachments(
  db: Database,
  ctx: RequestContext,
  kind: AttachmentDocumentKind,
  idOrNumber: string,
): Promise<{ items: Attachment[] }> {
  const documentId = await attachedDocument(db, ctx, kind, idOrNumber);
  const files = await attachmentsOf(db, ctx.companyId, kind, [documentId]);
  return { items: files.get(documentId) ?? [] };
}

/** Keeps a PDF, PNG, JPEG or WebP (at most 10 MB, checked by its bytes) with the document. */
export async function attachFile(
  db: Database,
  ctx: RequestContext,
  kind: AttachmentDocumentKind,
  idOrNumber: string,
  file: UploadedFile,
): Promise<Attachment> {
  const documentId = await attachedDocument(db, ctx, kind, idOrNumber);
  const checked = checkUpload(file, 'attachment', 'unsupported-file-type');
  return db.transaction(async (tx) => {
    const row = await tx
      .insert(documentAttachments)
      .values({
        companyId: ctx.companyId,
        documentKind: kind,
        documentId,
        fileName: checked.fileName,
        contentType: checked.contentType,
        size: file.data.length,
        data: file.data,
        createdBy: ctx.userId,
      })
      .returning(metadata)
      .then(returnedRow('attachment insert'));
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: `${kind}-attachment`,
      entityId: row.id,
      summary: row.fileName,
      after: { documentId, fileName: row.fileName, size: row.size },
    });
    return toAttachment(row);
  });
}

const oneFile = (companyId: string, kind: AttachmentDocumentKind, documentId: string, id: string) =>
  and(
    ofKind(companyId, kind),
    eq(documentAttachments.documentId, documentId),
    eq(documentAttachments.id, id),
  );

/** One file of the document, bytes included; 404 when it is not the document's. */
export async function readAttachment(
  db: Database,
  ctx: RequestContext,
  kind: AttachmentDocumentKind,
  idOrNumber: string,
  attachmentId: string,
) {
  const documentId = await attachedDocument(db, ctx, kind, idOrNumber);
  return foundRow(
    db,
    documentAttachments,
    oneFile(ctx.companyId, kind, documentId, attachmentId),
    'Attachment',
  );
}

/** Removes a file from the document (the audit log keeps its name and who removed it). */
export async function removeAttachment(
  db: Database,
  ctx: RequestContext,
  kind: AttachmentDocumentKind,
  idOrNumber: string,
  attachmentId: string,
): Promise<void> {
  const documentId = await attachedDocument(db, ctx, kind, idOrNumber);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(documentAttachments)
      .where(oneFile(ctx.companyId, kind, documentId, attachmentId))
      .returning(metadata);
    if (!gone) throw notFound('Attachment');
    await recordAudit(tx, ctx, {
      action: 'delete',
      entity: `${kind}-attachment`,
      entityId: gone.id,
      summary: gone.fileName,
      before: { documentId, fileName: gone.fileName, size: gone.size },
    });
  });
}
