import { auditLogApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { listAuditLog } from './audit.repo';

/** Implements auditLogApi (packages/contracts/src/api/org.ts). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  implement(app, auditLogApi.list, (request) =>
    listAuditLog(app.db, contextOf(request).companyId, request.query),
  );
};
