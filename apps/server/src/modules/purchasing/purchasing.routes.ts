import { billsApi, emailDraftsApi, purchaseOrdersApi, supplierPaymentsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { pdfAnswer } from '../../platform/implement';
import { implementAll } from '../../platform/implement-all';
import { listBills } from './bills.repo';
import { billsSummary as summaryOf } from './bills-summary';
import { billOf, purchaseOrderOf, supplierPaymentOf } from './branch-reads';
import { cloneBill } from './clone-bill';
import { createBill, voidBill } from './create-bill';
import { cancelPurchaseOrder, createPurchaseOrder } from './create-purchase-order';
import { clonePurchaseOrder, updatePurchaseOrder } from './edit-purchase-order';
import { paySupplier } from './pay-supplier';
import { emailPurchaseOrder, purchaseOrderEmailDraft } from './purchase-order-email';
import { listPurchaseOrders } from './purchase-orders.repo';
import { receiptsOfOrder } from './purchase-receipts.repo';
import { purchaseOrderPdf } from './purchasing-pdfs';
import { receivePurchase } from './receive-purchase';
import { refundSupplierPayment, voidSupplierPayment } from './reverse-supplier-payment';
import { listSupplierPayments } from './supplier-payments.repo';
import { supplierRoutes } from './suppliers.routes';

/**
 * Implements purchaseOrdersApi, billsApi and supplierPaymentsApi (packages/contracts/src/api/purchasing.ts);
 * the suppliers' and the payment attachments' routes are registered from here too.
 */
export const purchasingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(supplierRoutes);

  implementAll(app, purchaseOrdersApi, {
    list: ({ db, ctx, branchId, query }) => listPurchaseOrders(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => purchaseOrderOf(db, ctx, params.id),
    receipts: async ({ db, ctx, params }) => {
      const order = await purchaseOrderOf(db, ctx, params.id);
      return { items: await receiptsOfOrder(db, ctx.companyId, order.id) };
    },
    pdf: async ({ db, ctx, params }) => {
      const order = await purchaseOrderOf(db, ctx, params.id);
      const { pdf, filename } = await purchaseOrderPdf(db, ctx, order.id);
      return pdfAnswer(pdf, filename);
    },
    email: async ({ db, ctx, params, body }) => {
      const order = await purchaseOrderOf(db, ctx, params.id);
      return emailPurchaseOrder(db, ctx, order.id, body);
    },
  });
  implementAll(app, emailDraftsApi, {
    purchaseOrder: async ({ db, ctx, params }) => {
      const order = await purchaseOrderOf(db, ctx, params.id);
      return purchaseOrderEmailDraft(db, ctx, order.id);
    },
  });
  implementAll(app, purchaseOrdersApi, {
    create: ({ db, ctx, body }) => createPurchaseOrder(db, ctx, body),
    update: ({ db, ctx, params, body }) => updatePurchaseOrder(db, ctx, params.id, body),
    clone: ({ db, ctx, params }) => clonePurchaseOrder(db, ctx, params.id),
    cancel: async ({ db, ctx, params }) => {
      const order = await purchaseOrderOf(db, ctx, params.id);
      return cancelPurchaseOrder(db, ctx, order.id);
    },
    receive: ({ db, ctx, params, body }) => receivePurchase(db, ctx, params.id, body),
  });

  implementAll(app, billsApi, {
    list: ({ db, ctx, branchId, query }) => listBills(db, ctx.companyId, branchId, query),
    summary: ({ db, ctx, branchId, query }) => summaryOf(db, ctx.companyId, branchId, query.days),
    get: ({ db, ctx, params }) => billOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => createBill(db, ctx, body),
    clone: ({ db, ctx, params }) => cloneBill(db, ctx, params.id),
    void: ({ db, ctx, params, body }) => voidBill(db, ctx, params.id, body ?? {}),
  });

  implementAll(app, supplierPaymentsApi, {
    list: ({ db, ctx, branchId, query }) => listSupplierPayments(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => supplierPaymentOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => paySupplier(db, ctx, body),
    refund: ({ db, ctx, params, body }) => refundSupplierPayment(db, ctx, params.id, body),
    void: ({ db, ctx, params, body }) => voidSupplierPayment(db, ctx, params.id, body),
  });
};
