import { supplierPaymentsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { fileAnswer, implement } from '../../platform/implement';
import { uploadOf } from '../../platform/uploaded-file';
import { attachToPayment, readAttachment } from './payment-attachments';

/** Files kept with supplier payments: the raw bytes in, `?fileName=` naming them. */
export const paymentAttachmentRoutes: FastifyPluginAsync = async (app) => {
  implement(app, supplierPaymentsApi.attach, (request) =>
    attachToPayment(app.db, contextOf(request), request.params.id, uploadOf(request)),
  );
  implement(app, supplierPaymentsApi.attachment, async (request) => {
    const { id, attachmentId } = request.params;
    const file = await readAttachment(app.db, contextOf(request), id, attachmentId);
    return fileAnswer(file.data, file.contentType, file.fileName);
  });
};
