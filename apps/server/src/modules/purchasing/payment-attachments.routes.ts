import {
  ATTACHMENT_MAX_BYTES,
  attachment,
  attachmentParams,
  attachmentQuery,
  idParams,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { acceptUploads, attachmentHeaders, uploadOf } from '../../platform/uploaded-file';
import { attachToPayment, readAttachment } from './payment-attachments';

const tags = ['trade'];

/** Files kept with supplier payments: the raw bytes in, `?fileName=` naming them. */
export const paymentAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptUploads(app);
  app.post(
    '/api/payments/:id/attachments',
    {
      ...needs('trade:update'),
      bodyLimit: ATTACHMENT_MAX_BYTES + 1024,
      schema: {
        tags,
        description: 'Raw PDF, PNG or JPEG bytes, at most 2 MB',
        params: idParams,
        querystring: attachmentQuery,
        response: { 201: attachment },
      },
    },
    async (request, reply) => {
      return reply
        .status(201)
        .send(await attachToPayment(app.db, contextOf(request), request.params.id, uploadOf(request)));
    },
  );
  app.get(
    '/api/payments/:id/attachments/:attachmentId',
    { ...needs('trade:read'), schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      const file = await readAttachment(
        app.db,
        contextOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeaders(file.fileName))
        .send(file.data);
    },
  );
};
