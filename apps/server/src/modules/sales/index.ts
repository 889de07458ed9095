import type { FastifyPluginAsync } from 'fastify';
import { counterRoutes } from './counter.routes';
import { creditNoteActionRoutes } from './credit-note-actions.routes';
import { creditRoutes } from './credits.routes';
import { customerRoutes } from './customers.routes';
import { documentRoutes } from './documents.routes';
import { estimateRoutes } from './estimates.routes';
import { invoiceSharingRoutes } from './invoice-sharing.routes';
import { invoiceRoutes } from './invoices.routes';
import { receiptRoutes } from './receipts.routes';
import { receivablesAgingRoutes } from './receivables-aging.routes';
import { recurringInvoiceRoutes } from './recurring-invoices.routes';
import { salesOrderRoutes } from './sales-orders.routes';

export { type CustomerSales, customerSales, type SalesPeriod } from './customer-sales';
export { customerTiers } from './customer-tiers';
export { issueDueRecurringInvoices } from './issue-recurring-invoices';
export { bucketTotals, openInvoices, receivablesAging } from './receivables-aging';
export { registerRecurringInvoicesWorker } from './recurring-invoices-worker';
export { METHODS as PAYMENT_METHOD_NAMES } from './sales-pdfs-receipt';

export const salesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoiceSharingRoutes);
  await app.register(estimateRoutes);
  await app.register(creditRoutes);
  await app.register(documentRoutes);
  await app.register(creditNoteActionRoutes);
  await app.register(receiptRoutes);
  await app.register(salesOrderRoutes);
  await app.register(receivablesAgingRoutes);
  await app.register(counterRoutes);
  await app.register(recurringInvoiceRoutes);
};
