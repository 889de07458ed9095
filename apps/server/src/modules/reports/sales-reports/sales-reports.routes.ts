import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { salesByBranch } from './sales-by-branch';
import { salesByCustomer } from './sales-by-customer';
import { salesByPeriod } from './sales-by-period';
import { salesByProduct } from './sales-by-product';
import { topCustomers } from './top-customers';

/** The sales table reports (API.md "Reports and dashboard"). */
export const salesReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.salesByCustomer, salesByCustomer);
  implementTableReport(app, tableReportsApi.salesByProduct, salesByProduct);
  implementTableReport(app, tableReportsApi.salesByBranch, salesByBranch);
  implementTableReport(app, tableReportsApi.topCustomers, topCustomers);
  implementTableReport(app, tableReportsApi.salesByPeriod, salesByPeriod);
};
