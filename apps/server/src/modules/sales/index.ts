import type { FastifyPluginAsync } from 'fastify';
import { counterRoutes } from './counter.routes';
import { creditNoteActionRoutes } from './credit-note-actions.routes';
import { creditRoutes } from './credits.routes';
import { customerRoutes } from './customers.routes';
import { documentRoutes } from './documents.routes';
import { estimateRoutes } from './estimates.routes';
import { invoiceRoutes } from './invoices.routes';
import { paymentReminderRoutes } from './payment-reminders.routes';
import { receiptRoutes } from './receipts.routes';
import { receivablesAgingRoutes } from './receivables-aging.routes';
import { salesOrderRoutes } from './sales-orders.routes';

export { type CustomerSales, customerSales, type SalesPeriod } from './customer-sales';
export { customerTiers } from './customer-tiers';
export { type ReminderRun, sendDueReminders } from './due-payment-reminders';
export { agingOfBuckets, type OpenInvoiceBucket, openInvoiceBuckets } from './open-invoices';
export { registerReminderWorker } from './payment-reminder-worker';
export { receivablesAging } from './receivables-aging';
export { METHODS as PAYMENT_METHOD_NAMES } from './sales-pdfs-receipt';

export const salesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(invoiceRoutes);
  await app.register(estimateRoutes);
  await app.register(creditRoutes);
  await app.register(documentRoutes);
  await app.register(creditNoteActionRoutes);
  await app.register(receiptRoutes);
  await app.register(salesOrderRoutes);
  await app.register(receivablesAgingRoutes);
  await app.register(counterRoutes);
  await app.register(paymentReminderRoutes);
};
