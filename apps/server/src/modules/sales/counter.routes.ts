import { counterApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { sellAtCounter } from './counter-sale';
import { findCounterSettings, updateCounterSettings } from './counter-settings';
import { holdSale, listHeldSales, releaseHeldSale } from './held-sales';

/** Implements counterApi (packages/contracts/src/api/counter.ts). */
export const counterRoutes: FastifyPluginAsync = async (app) => {
  implement(app, counterApi.sell, (request) => sellAtCounter(app.db, contextOf(request), request.body));
  implement(app, counterApi.settings, (request) => {
    const ctx = contextOf(request);
    return findCounterSettings(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId));
  });
  implement(app, counterApi.updateSettings, (request) => {
    const ctx = contextOf(request);
    return updateCounterSettings(app.db, ctx, scopedBranchId(ctx, request.body.branchId), request.body);
  });
  implement(app, counterApi.heldList, async (request) => {
    const ctx = contextOf(request);
    return { items: await listHeldSales(app.db, ctx, scopedBranchId(ctx, request.query.branchId)) };
  });
  implement(app, counterApi.hold, (request) => {
    const ctx = contextOf(request);
    return holdSale(app.db, ctx, scopedBranchId(ctx, request.body.branchId), request.body);
  });
  implement(app, counterApi.release, async (request) => {
    await releaseHeldSale(app.db, contextOf(request), request.params.id);
  });
};
