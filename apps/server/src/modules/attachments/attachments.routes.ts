import {
  billAttachmentsApi,
  type DocumentAttachmentRoutes,
  invoiceAttachmentsApi,
  paymentAttachmentsApi,
  receiptAttachmentsApi,
} from '@tawi/contracts';
import type { AttachmentDocumentKind } from '@tawi/db';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { fileAnswer, implement } from '../../platform/implement';
import { formFileOf } from '../../platform/uploaded-file';
import { attachFile, listAttachments, readAttachment, removeAttachment } from './document-attachments';

/** The four routes of one kind of document, on the kit's use cases. */
function implementAttachments<D extends string>(
  app: FastifyInstance,
  api: DocumentAttachmentRoutes<D>,
  kind: AttachmentDocumentKind,
) {
  implement(app, api.attach, async (request) =>
    attachFile(app.db, contextOf(request), kind, request.params.id, await formFileOf(request)),
  );
  implement(app, api.list, (request) => listAttachments(app.db, contextOf(request), kind, request.params.id));
  implement(app, api.download, async (request) => {
    const { id, attachmentId } = request.params;
    const file = await readAttachment(app.db, contextOf(request), kind, id, attachmentId);
    return fileAnswer(file.data, file.contentType, file.fileName);
  });
  implement(app, api.remove, (request) =>
    removeAttachment(app.db, contextOf(request), kind, request.params.id, request.params.attachmentId),
  );
}

/** Files kept with invoices, customer receipts, bills (expenses included) and supplier payments. */
export const attachmentRoutes: FastifyPluginAsync = async (app) => {
  implementAttachments(app, invoiceAttachmentsApi, 'invoice');
  implementAttachments(app, receiptAttachmentsApi, 'receipt');
  implementAttachments(app, billAttachmentsApi, 'bill');
  implementAttachments(app, paymentAttachmentsApi, 'payment');
};
