import { billsApi, emailDraftsApi, purchaseOrdersApi, supplierPaymentsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  assertBranchAccess,
  contextOf,
  inUsersBranch,
  listedBranchOf,
  scopedBranchId,
} from '../../platform/branch-scope';
import { implement, pdfAnswer } from '../../platform/implement';
import { findBill, listBills } from './bills.repo';
import { billsSummary as summaryOf } from './bills-summary';
import { cloneBill } from './clone-bill';
import { createBill, voidBill } from './create-bill';
import { cancelPurchaseOrder, createPurchaseOrder } from './create-purchase-order';
import { clonePurchaseOrder, updatePurchaseOrder } from './edit-purchase-order';
import { paySupplier } from './pay-supplier';
import { emailPurchaseOrder, purchaseOrderEmailDraft } from './purchase-order-email';
import { findPurchaseOrder, listPurchaseOrders } from './purchase-orders.repo';
import { receiptsOfOrder } from './purchase-receipts.repo';
import { purchaseOrderPdf } from './purchasing-pdfs';
import { receivePurchase } from './receive-purchase';
import { refundSupplierPayment, voidSupplierPayment } from './reverse-supplier-payment';
import { findSupplierPayment, listSupplierPayments } from './supplier-payments.repo';
import { supplierRoutes } from './suppliers.routes';

/**
 * Implements purchaseOrdersApi, billsApi and supplierPaymentsApi (packages/contracts/src/api/purchasing.ts);
 * the suppliers' and the payment attachments' routes are registered from here too.
 */
export const purchasingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(supplierRoutes);

  /** The order, when the user may see its branch. */
  const orderOf = async (ctx: ReturnType<typeof contextOf>, id: string) => {
    const order = await findPurchaseOrder(app.db, ctx.companyId, id);
    assertBranchAccess(ctx, order.branchId);
    return order;
  };

  implement(app, purchaseOrdersApi.list, (request) => {
    const { companyId, branchId } = listedBranchOf(request);
    return listPurchaseOrders(app.db, companyId, branchId, request.query);
  });
  implement(app, purchaseOrdersApi.get, (request) => orderOf(contextOf(request), request.params.id));
  implement(app, purchaseOrdersApi.receipts, async (request) => {
    const ctx = contextOf(request);
    const order = await orderOf(ctx, request.params.id);
    return { items: await receiptsOfOrder(app.db, ctx.companyId, order.id) };
  });
  implement(app, purchaseOrdersApi.pdf, async (request) => {
    const ctx = contextOf(request);
    const order = await orderOf(ctx, request.params.id);
    const { pdf, filename } = await purchaseOrderPdf(app.db, ctx, order.id);
    return pdfAnswer(pdf, filename);
  });
  implement(app, purchaseOrdersApi.email, async (request) => {
    const ctx = contextOf(request);
    const order = await orderOf(ctx, request.params.id);
    return emailPurchaseOrder(app.db, ctx, order.id, request.body);
  });
  implement(app, emailDraftsApi.purchaseOrder, async (request) => {
    const ctx = contextOf(request);
    const order = await orderOf(ctx, request.params.id);
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
    const order = await orderOf(ctx, request.params.id);
    return cancelPurchaseOrder(app.db, ctx, order.id);
  });
  implement(app, purchaseOrdersApi.receive, (request) =>
    receivePurchase(app.db, contextOf(request), request.params.id, request.body),
  );

  implement(app, billsApi.list, (request) => {
    const { companyId, branchId } = listedBranchOf(request);
    return listBills(app.db, companyId, branchId, request.query);
  });
  implement(app, billsApi.summary, (request) => {
    const ctx = contextOf(request);
    return summaryOf(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query.days);
  });
  implement(app, billsApi.get, (request) =>
    inUsersBranch(request, (companyId) => findBill(app.db, companyId, request.params.id)),
  );
  implement(app, billsApi.create, (request) => createBill(app.db, contextOf(request), request.body));
  implement(app, billsApi.clone, (request) => cloneBill(app.db, contextOf(request), request.params.id));
  implement(app, billsApi.void, (request) =>
    voidBill(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );

  implement(app, supplierPaymentsApi.list, (request) => {
    const { companyId, branchId } = listedBranchOf(request);
    return listSupplierPayments(app.db, companyId, branchId, request.query);
  });
  implement(app, supplierPaymentsApi.get, (request) =>
    inUsersBranch(request, (companyId) => findSupplierPayment(app.db, companyId, request.params.id)),
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
