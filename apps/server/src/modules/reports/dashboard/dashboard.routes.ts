import { dashboardApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../../platform/branch-scope';
import { implement } from '../../../platform/implement';
import { dashboard, dashboardCache } from './dashboard';

/** Implements dashboardApi (packages/contracts/src/api/dashboard.ts). */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const cache = dashboardCache();
  implement(app, dashboardApi.get, async (request) =>
    dashboard(app.db, contextOf(request), request.query, cache),
  );
};
