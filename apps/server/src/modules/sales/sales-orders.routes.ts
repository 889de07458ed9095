import { salesOrdersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf, inUsersBranch, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { cloneSalesOrder } from './clone-sales-documents';
import { deleteOpenSalesOrder } from './delete-sales-drafts';
import { invoiceSalesOrder } from './invoice-sales-order';
import { findSalesOrder, listSalesOrders } from './sales-orders.repo';
import { cancelSalesOrder, createSalesOrder, updateSalesOrder } from './save-sales-order';

/** Implements salesOrdersApi (packages/contracts/src/api/sales-orders.ts). */
export const salesOrderRoutes: FastifyPluginAsync = async (app) => {
  implement(app, salesOrdersApi.list, (request) => {
    const ctx = contextOf(request);
    const branchId = scopedBranchId(ctx, request.query.branchId);
    return listSalesOrders(app.db, ctx.companyId, branchId, request.query);
  });
  implement(app, salesOrdersApi.get, (request) =>
    inUsersBranch(request, (companyId) => findSalesOrder(app.db, companyId, request.params.id)),
  );
  implement(app, salesOrdersApi.create, (request) =>
    createSalesOrder(app.db, contextOf(request), request.body),
  );
  // PUT as the feature asked; PATCH as API.md's convention for updates: the same partial update.
  for (const entry of [salesOrdersApi.replace, salesOrdersApi.update]) {
    implement(app, entry, (request) =>
      updateSalesOrder(app.db, contextOf(request), request.params.id, request.body),
    );
  }
  implement(app, salesOrdersApi.remove, (request) =>
    deleteOpenSalesOrder(app.db, contextOf(request), request.params.id),
  );
  implement(app, salesOrdersApi.clone, (request) =>
    cloneSalesOrder(app.db, contextOf(request), request.params.id),
  );
  implement(app, salesOrdersApi.cancel, (request) =>
    cancelSalesOrder(app.db, contextOf(request), request.params.id, request.body.reason),
  );
  implement(app, salesOrdersApi.invoice, (request) =>
    invoiceSalesOrder(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );
};
