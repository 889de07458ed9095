import type { Permission } from '@tawi/domain';

/**
 * What reading each table report needs, by its name: the route's permission (api/report-tables.ts)
 * and the web page's guard. Kept apart from the reports' schemas so the app shell stays small.
 */
export const TABLE_REPORT_PERMISSIONS = {
  'sales-by-customer': 'customers:read',
  'sales-by-product': 'customers:read',
  'sales-by-branch': 'customers:read',
  'top-customers': 'customers:read',
  'sales-by-period': 'customers:read',
  'outstanding-balances': 'customers:read',
  'customer-payments': 'customers:read',
  'customer-retention': 'customers:read',
  'refunds-and-credits': 'customers:read',
  'inventory-valuation': 'inventory:read',
  'stock-movements': 'inventory:read',
  'inventory-turnover': 'inventory:read',
  'transfer-history': 'stockControl:read',
  'purchases-by-supplier': 'trade:read',
  'supplier-reliability': 'trade:read',
  'payables-aging': 'trade:read',
  'profit-by-month': 'accounting:read',
  'profit-by-branch': 'accounting:read',
  'user-history': 'settings:read',
} as const satisfies Record<string, Permission>;
export type TableReportName = keyof typeof TABLE_REPORT_PERMISSIONS;
