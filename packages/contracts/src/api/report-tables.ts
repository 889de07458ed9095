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
import { TABLE_REPORT_PERMISSIONS, type TableReportName } from '../report-permissions';
import {
  REPORT_FILE_TYPES,
  type ReportColumn,
  type TableReportInfo,
  tableReportAnswer,
  tableReportQueryOf,
} from '../report-tables';
import { optionalBy, route } from './route';

/** A table report's route: `GET /api/reports/<name>`, JSON or `format=csv|xlsx|pdf`, for readers of its area. */
function tableReportRoute<const C extends readonly ReportColumn[], const N extends string>(
  info: TableReportInfo<C> & { name: N },
) {
  const permission: Permission | undefined = TABLE_REPORT_PERMISSIONS[info.name as TableReportName];
  if (!permission) throw new Error(`${info.name}: no permission in TABLE_REPORT_PERMISSIONS`);
  const entry = route({
    method: 'GET',
    // a literal for route()'s checks (no path parameters); the real path is the same with the name
    path: `/api/reports/${info.name}` as '/api/reports/table',
    auth: { permission },
    query: tableReportQueryOf(info),
    branch: optionalBy('query'),
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
  salesByCustomer: tableReportRoute(salesByCustomerReport),
  inventoryValuation: tableReportRoute(inventoryValuationReport),
  stockMovements: tableReportRoute(stockMovementsReport),
  inventoryTurnover: tableReportRoute(inventoryTurnoverReport),
  transferHistory: tableReportRoute(transferHistoryReport),
  purchasesBySupplier: tableReportRoute(purchasesBySupplierReport),
  supplierReliability: tableReportRoute(supplierReliabilityReport),
  payablesAging: tableReportRoute(payablesAgingReport),
  profitByMonth: tableReportRoute(profitByMonthReport),
  profitByBranch: tableReportRoute(profitByBranchReport),
  userHistory: tableReportRoute(userHistoryReport),
  salesByProduct: tableReportRoute(salesByProductReport),
  salesByBranch: tableReportRoute(salesByBranchReport),
  topCustomers: tableReportRoute(topCustomersReport),
  salesByPeriod: tableReportRoute(salesByPeriodReport),
  outstandingBalances: tableReportRoute(outstandingBalancesReport),
  customerPayments: tableReportRoute(customerPaymentsReport),
  customerRetention: tableReportRoute(customerRetentionReport),
  refundsAndCredits: tableReportRoute(refundsAndCreditsReport),
};
