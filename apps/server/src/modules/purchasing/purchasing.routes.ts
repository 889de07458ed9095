import { billsApi, emailDraftsApi, purchaseOrdersApi, supplierPaymentsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement, pdfAnswer } from '../../platform/implement';
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

  implement(app, purchaseOrdersApi.list, (request) =>
    listPurchaseOrders(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, purchaseOrdersApi.get, (request) =>
    purchaseOrderOf(app.db, contextOf(request), request.params.id),
  );
  implement(app, purchaseOrdersApi.receipts, async (request) => {
    const ctx = contextOf(request);
    const order = await purchaseOrderOf(app.db, ctx, request.params.id);
    return { items: await receiptsOfOrder(app.db, ctx.companyId, order.id) };
  });
  implement(app, purchaseOrdersApi.pdf, async (request) => {
    const ctx = contextOf(request);
    const order = await purchaseOrderOf(app.db, ctx, request.params.id);
    const { pdf, filename } = await purchaseOrderPdf(app.db, ctx, order.id);
    return pdfAnswer(pdf, filename);
  });
  implement(app, purchaseOrdersApi.email, async (request) => {
    const ctx = contextOf(request);
    const order = await purchaseOrderOf(app.db, ctx, request.params.id);
    return emailPurchaseOrder(app.db, ctx, order.id, request.body);
  });
  implement(app, emailDraftsApi.purchaseOrder, async (request) => {
    const ctx = contextOf(request);
    const order = await purchaseOrderOf(app.db, ctx, request.params.id);
    return purchaseOrderEmailDraft(app.db, ctx, order.id);
  });
  implement(app, purchaseOrdersApi.create, (request) =>
    createPurchaseOrder(app.db, contextOf(request), request.body),
  );
  implement(app, purchaseOrdersApi.update, (request) =>
    updatePurchaseOrder(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, purchaseOrdersApi.clone, (request) =>
    clonePurchaseOrder(app.db, contextOf(request), request.params.id),
  );
  implement(app, purchaseOrdersApi.cancel, async (request) => {
    const ctx = contextOf(request);
    const order = await purchaseOrderOf(app.db, ctx, request.params.id);
    return cancelPurchaseOrder(app.db, ctx, order.id);
  });
  implement(app, purchaseOrdersApi.receive, (request) =>
    receivePurchase(app.db, contextOf(request), request.params.id, request.body),
  );

  implement(app, billsApi.list, (request) =>
    listBills(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, billsApi.summary, (request) =>
    summaryOf(app.db, contextOf(request).companyId, request.branchId, request.query.days),
  );
  implement(app, billsApi.get, (request) => billOf(app.db, contextOf(request), request.params.id));
  implement(app, billsApi.create, (request) => createBill(app.db, contextOf(request), request.body));
  implement(app, billsApi.clone, (request) => cloneBill(app.db, contextOf(request), request.params.id));
  implement(app, billsApi.void, (request) =>
    voidBill(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );

  implement(app, supplierPaymentsApi.list, (request) =>
    listSupplierPayments(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, supplierPaymentsApi.get, (request) =>
    supplierPaymentOf(app.db, contextOf(request), request.params.id),
  );
  implement(app, supplierPaymentsApi.create, (request) =>
    paySupplier(app.db, contextOf(request), request.body),
  );
  implement(app, supplierPaymentsApi.refund, (request) =>
    refundSupplierPayment(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, supplierPaymentsApi.void, (request) =>
    voidSupplierPayment(app.db, contextOf(request), request.params.id, request.body),
  );
};
