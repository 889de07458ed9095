import { dashboardApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../../platform/branch-scope';
import { implement } from '../../../platform/implement';
import { dashboard } from './dashboard';

/** Implements dashboardApi (packages/contracts/src/api/dashboard.ts). */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  implement(app, dashboardApi.get, async (request) => dashboard(app.db, contextOf(request), request.query));
};
