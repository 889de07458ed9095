import {
  bill,
  billCreate,
  billListQuery,
  billsSummary,
  billsSummaryQuery,
  billVoid,
  documentEmail,
  documentParams,
  idParams,
  mailResult,
  paginated,
  paymentRefund,
  paymentVoid,
  purchaseOrder,
  purchaseOrderCreate,
  purchaseOrderListQuery,
  purchaseReceipt,
  receiveGoods,
  receiveGoodsResult,
  supplierPayment,
  supplierPaymentCreate,
  supplierPaymentListQuery,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { sendPdf } from '../../platform/pdf';
import { needs } from '../../platform/route-auth';
import { findBill, listBills } from './bills.repo';
import { billsSummary as summaryOf } from './bills-summary';
import { createBill, voidBill } from './create-bill';
import { cancelPurchaseOrder, createPurchaseOrder } from './create-purchase-order';
import { paySupplier } from './pay-supplier';
import { paymentAttachmentRoutes } from './payment-attachments.routes';
import { findPurchaseOrder, listPurchaseOrders } from './purchase-orders.repo';
import { receiptsOfOrder } from './purchase-receipts.repo';
import { emailPurchaseOrder, purchaseOrderPdf } from './purchasing-pdfs';
import { receivePurchase } from './receive-purchase';
import { refundSupplierPayment, voidSupplierPayment } from './reverse-supplier-payment';
import { findSupplierPayment, listSupplierPayments } from './supplier-payments.repo';
import { supplierRoutes } from './suppliers.routes';

const tags = ['trade'];

export const purchasingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentAttachmentRoutes);
  await app.register(supplierRoutes);
  app.get(
    '/api/purchase-orders',
    {
      ...needs('trade:read'),
      schema: { tags, querystring: purchaseOrderListQuery, response: { 200: paginated(purchaseOrder) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listPurchaseOrders(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.query,
      );
    },
  );
  app.get(
    '/api/purchase-orders/:id',
    { ...needs('trade:read'), schema: { tags, params: documentParams, response: { 200: purchaseOrder } } },
    async (request) => {
      const ctx = contextOf(request);
      const order = await findPurchaseOrder(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, order.branchId);
      return order;
    },
  );
  app.get(
    '/api/purchase-orders/:id/receipts',
    {
      ...needs('trade:read'),
      schema: {
        tags,
        params: documentParams,
        response: { 200: z.object({ items: z.array(purchaseReceipt) }) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const order = await findPurchaseOrder(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, order.branchId);
      return { items: await receiptsOfOrder(app.db, ctx.companyId, order.id) };
    },
  );
  app.get(
    '/api/purchase-orders/:id/pdf',
    { ...needs('trade:read'), schema: { tags, params: documentParams } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const order = await findPurchaseOrder(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, order.branchId);
      const { pdf, filename } = await purchaseOrderPdf(app.db, ctx, order.id);
      return sendPdf(reply, pdf, filename);
    },
  );
  app.post(
    '/api/purchase-orders/:id/email',
    {
      ...needs('trade:update'),
      schema: { tags, params: documentParams, body: documentEmail, response: { 202: mailResult } },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const order = await findPurchaseOrder(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, order.branchId);
      return reply.status(202).send(await emailPurchaseOrder(app.db, ctx, order.id, request.body?.to));
    },
  );
  app.post(
    '/api/purchase-orders',
    {
      ...needs('trade:create'),
      schema: { tags, body: purchaseOrderCreate, response: { 201: purchaseOrder } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPurchaseOrder(app.db, contextOf(request), request.body)),
  );
  app.post(
    '/api/purchase-orders/:id/cancel',
    { ...needs('trade:update'), schema: { tags, params: documentParams, response: { 200: purchaseOrder } } },
    async (request) => {
      const ctx = contextOf(request);
      const order = await findPurchaseOrder(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, order.branchId);
      return cancelPurchaseOrder(app.db, ctx, order.id);
    },
  );
  app.post(
    '/api/purchase-orders/:id/receive',
    {
      ...needs('trade:update'),
      schema: { tags, params: documentParams, body: receiveGoods, response: { 201: receiveGoodsResult } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await receivePurchase(app.db, contextOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/bills',
    {
      ...needs('trade:read'),
      schema: { tags, querystring: billListQuery, response: { 200: paginated(bill) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listBills(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
    },
  );
  app.get(
    '/api/bills/summary',
    {
      ...needs('trade:read'),
      schema: { tags, querystring: billsSummaryQuery, response: { 200: billsSummary } },
    },
    (request) => {
      const ctx = contextOf(request);
      return summaryOf(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.query.days,
      );
    },
  );
  app.get(
    '/api/bills/:id',
    { ...needs('trade:read'), schema: { tags, params: documentParams, response: { 200: bill } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findBill(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.post(
    '/api/bills',
    { ...needs('trade:create'), schema: { tags, body: billCreate, response: { 201: bill } } },
    async (request, reply) =>
      reply.status(201).send(await createBill(app.db, contextOf(request), request.body)),
  );
  app.post(
    '/api/bills/:id/void',
    {
      ...needs('trade:approve'),
      schema: { tags, params: documentParams, body: billVoid.nullish(), response: { 200: bill } },
    },
    (request) => voidBill(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );

  app.get(
    '/api/payments',
    {
      ...needs('trade:read'),
      schema: { tags, querystring: supplierPaymentListQuery, response: { 200: paginated(supplierPayment) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listSupplierPayments(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.query,
      );
    },
  );
  app.get(
    '/api/payments/:id',
    { ...needs('trade:read'), schema: { tags, params: idParams, response: { 200: supplierPayment } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findSupplierPayment(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.post(
    '/api/payments',
    {
      ...needs('trade:create'),
      schema: { tags, body: supplierPaymentCreate, response: { 201: supplierPayment } },
    },
    async (request, reply) =>
      reply.status(201).send(await paySupplier(app.db, contextOf(request), request.body)),
  );
  app.post(
    '/api/payments/:id/refund',
    {
      ...needs('trade:approve'),
      schema: { tags, params: idParams, body: paymentRefund, response: { 200: supplierPayment } },
    },
    (request) => refundSupplierPayment(app.db, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/payments/:id/void',
    {
      ...needs('trade:approve'),
      schema: { tags, params: idParams, body: paymentVoid, response: { 200: supplierPayment } },
    },
    (request) => voidSupplierPayment(app.db, contextOf(request), request.params.id, request.body),
  );
};
