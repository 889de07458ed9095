import { salesOrdersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { salesOrderOf } from './branch-reads';
import { cloneSalesOrder } from './clone-sales-documents';
import { deleteOpenSalesOrder } from './delete-sales-drafts';
import { invoiceSalesOrder } from './invoice-sales-order';
import { listSalesOrders } from './sales-orders.repo';
import { cancelSalesOrder, createSalesOrder, updateSalesOrder } from './save-sales-order';

/** Implements salesOrdersApi (packages/contracts/src/api/sales-orders.ts). */
export const salesOrderRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, salesOrdersApi, {
    list: ({ db, ctx, branchId, query }) => listSalesOrders(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => salesOrderOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => createSalesOrder(db, ctx, body),
    // PUT as the feature asked; PATCH as API.md's convention for updates: the same partial update.
    replace: ({ db, ctx, params, body }) => updateSalesOrder(db, ctx, params.id, body),
    update: ({ db, ctx, params, body }) => updateSalesOrder(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteOpenSalesOrder(db, ctx, params.id),
    clone: ({ db, ctx, params }) => cloneSalesOrder(db, ctx, params.id),
    cancel: ({ db, ctx, params, body }) => cancelSalesOrder(db, ctx, params.id, body.reason),
    invoice: ({ db, ctx, params, body }) => invoiceSalesOrder(db, ctx, params.id, body ?? {}),
  });
};
