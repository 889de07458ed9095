import { outboxApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { fileAnswer, implement } from '../../platform/implement';
import { getMailSettings } from './mail-settings.repo';
import { findOutboxRow, listOutbox } from './outbox.repo';
import { retryOutboxMessage } from './retry-outbox';

/** Implements outboxApi (packages/contracts/src/api/mail.ts). */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  implement(app, outboxApi.list, async (request) => {
    const { companyId } = contextOf(request);
    return {
      ...(await listOutbox(app.db, companyId, request.query)),
      smtpConfigured: (await getMailSettings(app.db, companyId)).source !== 'none',
    };
  });
  implement(app, outboxApi.attachment, async (request) => {
    const row = await findOutboxRow(app.db, contextOf(request).companyId, request.params.id);
    if (!row.attachment) throw notFound('Attachment');
    const name = (row.attachmentName ?? 'attachment').replace(/["\\\r\n]/g, '');
    return fileAnswer(row.attachment, row.attachmentType ?? 'application/octet-stream', name);
  });
  implement(app, outboxApi.retry, (request) =>
    retryOutboxMessage(app.db, contextOf(request), request.params.id),
  );
};
