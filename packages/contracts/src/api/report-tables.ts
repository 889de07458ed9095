import type { Permission } from '@tawi/domain';
import {
  customerPaymentsReport,
  customerRetentionReport,
  inventoryTurnoverReport,
  inventoryValuationReport,
  outstandingBalancesReport,
  payablesAgingReport,
  profitByBranchReport,
  profitByMonthReport,
  purchasesBySupplierReport,
  refundsAndCreditsReport,
  salesByBranchReport,
  salesByCustomerReport,
  salesByPeriodReport,
  salesByProductReport,
  stockMovementsReport,
  supplierReliabilityReport,
  topCustomersReport,
  transferHistoryReport,
  userHistoryReport,
} from '../report-catalog';
import {
  REPORT_FILE_TYPES,
  type ReportColumn,
  type TableReportInfo,
  tableReportAnswer,
  tableReportQueryOf,
} from '../report-tables';
import { route } from './route';

/** A table report's route: `GET /api/reports/<name>`, JSON or `format=csv|xlsx|pdf`, for readers of its area. */
function tableReportRoute<const C extends readonly ReportColumn[], const N extends string>(
  info: TableReportInfo<C> & { name: N },
  permission: Permission,
) {
  const entry = route({
    method: 'GET',
    // a literal for route()'s checks (no path parameters); the real path is the same with the name
    path: `/api/reports/${info.name}` as '/api/reports/table',
    auth: { permission },
    query: tableReportQueryOf(info),
    response: tableReportAnswer(info.columns),
    files: Object.values(REPORT_FILE_TYPES),
    resource: 'reports',
    tags: ['reports'],
    summary: info.title,
  });
  return { ...entry, path: entry.path as `/api/reports/${N}`, info };
}

/** The table reports of API.md "Reports and dashboard", each with its statement (`info`). */
export const tableReportsApi = {
  salesByCustomer: tableReportRoute(salesByCustomerReport, 'customers:read'),
  inventoryValuation: tableReportRoute(inventoryValuationReport, 'inventory:read'),
  stockMovements: tableReportRoute(stockMovementsReport, 'inventory:read'),
  inventoryTurnover: tableReportRoute(inventoryTurnoverReport, 'inventory:read'),
  transferHistory: tableReportRoute(transferHistoryReport, 'stockControl:read'),
  purchasesBySupplier: tableReportRoute(purchasesBySupplierReport, 'trade:read'),
  supplierReliability: tableReportRoute(supplierReliabilityReport, 'trade:read'),
  payablesAging: tableReportRoute(payablesAgingReport, 'trade:read'),
  profitByMonth: tableReportRoute(profitByMonthReport, 'accounting:read'),
  profitByBranch: tableReportRoute(profitByBranchReport, 'accounting:read'),
  userHistory: tableReportRoute(userHistoryReport, 'settings:read'),
  salesByProduct: tableReportRoute(salesByProductReport, 'customers:read'),
  salesByBranch: tableReportRoute(salesByBranchReport, 'customers:read'),
  topCustomers: tableReportRoute(topCustomersReport, 'customers:read'),
  salesByPeriod: tableReportRoute(salesByPeriodReport, 'customers:read'),
  outstandingBalances: tableReportRoute(outstandingBalancesReport, 'customers:read'),
  customerPayments: tableReportRoute(customerPaymentsReport, 'customers:read'),
  customerRetention: tableReportRoute(customerRetentionReport, 'customers:read'),
  refundsAndCredits: tableReportRoute(refundsAndCreditsReport, 'customers:read'),
};
export type TableReportName = keyof typeof tableReportsApi;
