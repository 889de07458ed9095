import { emailTemplatesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { listEmailTemplates, resetEmailTemplate, saveEmailTemplate } from './email-templates';

/** Implements emailTemplatesApi (packages/contracts/src/api/document-emails.ts). */
export const emailTemplateRoutes: FastifyPluginAsync = async (app) => {
  implement(app, emailTemplatesApi.list, async (request) => ({
    items: await listEmailTemplates(app.db, contextOf(request).companyId),
  }));
  implement(app, emailTemplatesApi.save, (request) =>
    saveEmailTemplate(app.db, contextOf(request), request.params.kind, request.body),
  );
  implement(app, emailTemplatesApi.reset, (request) =>
    resetEmailTemplate(app.db, contextOf(request), request.params.kind),
  );
};
