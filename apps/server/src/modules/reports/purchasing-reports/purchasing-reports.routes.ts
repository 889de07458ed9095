import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { payablesAging } from './payables-aging';
import { purchasesBySupplier } from './purchases-by-supplier';
import { supplierReliability } from './supplier-reliability';

/** The purchasing table reports (API.md "Reports and dashboard"). */
export const purchasingReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.purchasesBySupplier, purchasesBySupplier);
  implementTableReport(app, tableReportsApi.supplierReliability, supplierReliability);
  implementTableReport(app, tableReportsApi.payablesAging, payablesAging);
};
