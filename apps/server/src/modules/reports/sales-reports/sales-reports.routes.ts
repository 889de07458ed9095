import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { salesByCustomer } from './sales-by-customer';

/** The sales table reports (API.md "Reports and dashboard"). */
export const salesReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.salesByCustomer, salesByCustomer);
};
