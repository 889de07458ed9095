import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { customerPaymentPages, customerPayments } from './customer-payments';
import { customerRetention } from './customer-retention';
import { outstandingBalances } from './outstanding-balances';
import { refundsAndCredits } from './refunds-and-credits';

/** The customer table reports (API.md "Reports and dashboard"). */
export const customerReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.outstandingBalances, outstandingBalances);
  implementTableReport(app, tableReportsApi.customerPayments, customerPayments, customerPaymentPages);
  implementTableReport(app, tableReportsApi.customerRetention, customerRetention);
  implementTableReport(app, tableReportsApi.refundsAndCredits, refundsAndCredits);
};
