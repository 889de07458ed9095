import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { inventoryTurnover } from './inventory-turnover';
import { inventoryValuation } from './inventory-valuation';
import { stockMovementPages, stockMovementsReport } from './stock-movements';
import { transferHistory, transferHistoryPages } from './transfer-history';

/** The inventory table reports (API.md "Reports and dashboard"). */
export const inventoryReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.inventoryValuation, inventoryValuation);
  implementTableReport(app, tableReportsApi.stockMovements, stockMovementsReport, stockMovementPages);
  implementTableReport(app, tableReportsApi.inventoryTurnover, inventoryTurnover);
  implementTableReport(app, tableReportsApi.transferHistory, transferHistory, transferHistoryPages);
};
