import { idParams, outboxListQuery, outboxMessage, outboxPage } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { getMailSettings } from './mail-settings.repo';
import { findOutboxRow, listOutbox } from './outbox.repo';
import { retryOutboxMessage } from './retry-outbox';

const tags = ['settings'];

/** Settings, Outbox: every message the app mailed or keeps to mail, its attachment, a retry. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outbox',
    {
      ...needs('settings:read'),
      schema: { tags, querystring: outboxListQuery, response: { 200: outboxPage } },
    },
    async (request) => {
      const { companyId } = contextOf(request);
      return {
        ...(await listOutbox(app.db, companyId, request.query)),
        smtpConfigured: (await getMailSettings(app.db, companyId)).source !== 'none',
      };
    },
  );
  app.get(
    '/api/outbox/:id/attachment',
    { ...needs('settings:read'), schema: { tags, params: idParams } },
    async (request, reply) => {
      const row = await findOutboxRow(app.db, contextOf(request).companyId, request.params.id);
      if (!row.attachment) throw notFound('Attachment');
      const name = (row.attachmentName ?? 'attachment').replace(/["\\\r\n]/g, '');
      return reply
        .type(row.attachmentType ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(row.attachment);
    },
  );
  app.post(
    '/api/outbox/:id/retry',
    { ...needs('settings:update'), schema: { tags, params: idParams, response: { 200: outboxMessage } } },
    (request) => retryOutboxMessage(app.db, contextOf(request), request.params.id),
  );
};
