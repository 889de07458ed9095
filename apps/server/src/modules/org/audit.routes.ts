import { auditEntry, auditQuery, paginated } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { listAuditLog } from './audit.repo';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      ...needs('settings:read'),
      schema: { tags: ['settings'], querystring: auditQuery, response: { 200: paginated(auditEntry) } },
    },
    (request) => listAuditLog(app.db, contextOf(request).companyId, request.query),
  );
};
