import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { profitByBranch } from './profit-by-branch';
import { profitByMonth } from './profit-by-month';

/** The profit table reports (API.md "Reports and dashboard"). */
export const profitReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.profitByMonth, profitByMonth);
  implementTableReport(app, tableReportsApi.profitByBranch, profitByBranch);
};
