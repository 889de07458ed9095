import { salesOrdersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { salesOrderOf } from './branch-reads';
import { cloneSalesOrder } from './clone-sales-documents';
import { deleteOpenSalesOrder } from './delete-sales-drafts';
import { invoiceSalesOrder } from './invoice-sales-order';
import { listSalesOrders } from './sales-orders.repo';
import { cancelSalesOrder, createSalesOrder, updateSalesOrder } from './save-sales-order';

/** Implements salesOrdersApi (packages/contracts/src/api/sales-orders.ts). */
export const salesOrderRoutes: FastifyPluginAsync = async (app) => {
  implement(app, salesOrdersApi.list, (request) =>
    listSalesOrders(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, salesOrdersApi.get, (request) =>
    salesOrderOf(app.db, contextOf(request), request.params.id),
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
