import { counterApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { sellAtCounter } from './counter-sale';
import { findCounterSettings, updateCounterSettings } from './counter-settings';
import { holdSale, listHeldSales, releaseHeldSale } from './held-sales';

/** Implements counterApi (packages/contracts/src/api/counter.ts). */
export const counterRoutes: FastifyPluginAsync = async (app) => {
  implement(app, counterApi.sell, (request) => sellAtCounter(app.db, contextOf(request), request.body));
  implement(app, counterApi.settings, (request) =>
    findCounterSettings(app.db, contextOf(request).companyId, request.branchId),
  );
  implement(app, counterApi.updateSettings, (request) =>
    updateCounterSettings(app.db, contextOf(request), request.branchId, request.body),
  );
  implement(app, counterApi.heldList, async (request) => ({
    items: await listHeldSales(app.db, contextOf(request), request.branchId),
  }));
  implement(app, counterApi.hold, (request) =>
    holdSale(app.db, contextOf(request), request.branchId, request.body),
  );
  implement(app, counterApi.release, async (request) => {
    await releaseHeldSale(app.db, contextOf(request), request.params.id);
  });
};
