import { tableReport } from './report-tables';

/**
 * Every table report of API.md "Reports and dashboard", with the row fields it fixes (plus the names and
 * ids a page shows and drills down with). Their routes: packages/contracts/src/api/report-tables.ts.
 */

const CUSTOMER = '/dashboard/customers/:customerId';
const PRODUCT = '/dashboard/products/:productId';
const SUPPLIER = '/dashboard/suppliers/:supplierId';

const salesColumns = [
  { key: 'customerId', label: 'Customer id', kind: 'text', hidden: true },
  { key: 'customerName', label: 'Customer', kind: 'text', link: CUSTOMER },
  {
    key: 'invoices',
    label: 'Invoices',
    kind: 'count',
    total: true,
    link: '/dashboard/invoices?customerId=:customerId',
  },
  { key: 'netSales', label: 'Net sales', kind: 'money', total: true },
  { key: 'tax', label: 'VAT', kind: 'money', total: true },
  { key: 'total', label: 'Total', kind: 'money', total: true },
] as const;

export const salesByCustomerReport = tableReport({
  name: 'sales-by-customer',
  title: 'Sales by customer',
  area: 'sales',
  description: 'Net sales, VAT and invoice count per customer, after credit notes.',
  columns: salesColumns,
  defaultSort: '-netSales',
});

export const salesByProductReport = tableReport({
  name: 'sales-by-product',
  title: 'Sales by product',
  area: 'sales',
  description: 'Quantity sold, net sales, cost of sales and margin per product.',
  columns: [
    { key: 'productId', label: 'Product id', kind: 'text', hidden: true },
    { key: 'sku', label: 'SKU', kind: 'text', link: PRODUCT },
    { key: 'name', label: 'Product', kind: 'text', link: PRODUCT },
    { key: 'quantity', label: 'Quantity', kind: 'quantity', total: true },
    { key: 'netSales', label: 'Net sales', kind: 'money', total: true },
    { key: 'costOfSales', label: 'Cost of sales', kind: 'money', total: true, cost: true },
    { key: 'grossProfit', label: 'Gross profit', kind: 'money', total: true, cost: true },
    { key: 'marginPercent', label: 'Margin %', kind: 'percent', cost: true },
  ],
  defaultSort: '-netSales',
});

export const salesByBranchReport = tableReport({
  name: 'sales-by-branch',
  title: 'Sales by branch',
  area: 'sales',
  description: 'Net sales, cost of sales and gross profit per branch (location sales).',
  columns: [
    { key: 'branchId', label: 'Branch id', kind: 'text', hidden: true },
    { key: 'branchName', label: 'Branch', kind: 'text' },
    { key: 'netSales', label: 'Net sales', kind: 'money', total: true },
    { key: 'costOfSales', label: 'Cost of sales', kind: 'money', total: true, cost: true },
    { key: 'grossProfit', label: 'Gross profit', kind: 'money', total: true, cost: true },
  ],
  defaultSort: '-netSales',
});

export const topCustomersReport = tableReport({
  name: 'top-customers',
  title: 'Top customers',
  area: 'sales',
  description:
    'The customers who bought most in the period, with their tier (Platinum, Gold, Silver) from their last 12 months.',
  columns: [...salesColumns, { key: 'tier', label: 'Tier', kind: 'text' }],
  defaultSort: '-netSales',
  defaultLimit: 10,
});

export const salesByPeriodReport = tableReport({
  name: 'sales-by-period',
  title: 'Sales by period',
  area: 'sales',
  description: 'Net sales per day, week or month, with the period before beside it.',
  columns: [
    { key: 'period', label: 'Period', kind: 'text' },
    { key: 'netSales', label: 'Net sales', kind: 'money', total: true },
    { key: 'previousNetSales', label: 'Previous period', kind: 'money', total: true },
  ],
  defaultSort: 'period',
  filters: ['interval'],
});

export const inventoryValuationReport = tableReport({
  name: 'inventory-valuation',
  title: 'Stock on hand and value',
  area: 'inventory',
  description: 'Quantity and value at cost of every product per branch, as at a date.',
  columns: [
    { key: 'productId', label: 'Product id', kind: 'text', hidden: true },
    { key: 'sku', label: 'SKU', kind: 'text', link: PRODUCT },
    { key: 'name', label: 'Product', kind: 'text', link: PRODUCT },
    { key: 'branchId', label: 'Branch id', kind: 'text', hidden: true },
    { key: 'branchName', label: 'Branch', kind: 'text' },
    { key: 'quantity', label: 'Quantity', kind: 'quantity', total: true },
    { key: 'value', label: 'Value', kind: 'money', total: true, cost: true },
  ],
  defaultSort: 'sku',
  asAt: true,
  filters: ['asOf'],
});

export const stockMovementsReport = tableReport({
  name: 'stock-movements',
  title: 'Stock movements',
  area: 'inventory',
  description: 'Every stock movement (sales, receipts, transfers, adjustments, counts) per product.',
  columns: [
    { key: 'date', label: 'Date', kind: 'date' },
    { key: 'productId', label: 'Product id', kind: 'text', hidden: true },
    { key: 'sku', label: 'SKU', kind: 'text', link: PRODUCT },
    { key: 'branchId', label: 'Branch id', kind: 'text', hidden: true },
    { key: 'branchName', label: 'Branch', kind: 'text' },
    { key: 'kind', label: 'Movement', kind: 'text' },
    { key: 'quantity', label: 'Quantity', kind: 'quantity', total: true },
    { key: 'unitCost', label: 'Unit cost', kind: 'money', cost: true },
    { key: 'value', label: 'Value', kind: 'money', total: true, cost: true },
    { key: 'document', label: 'Document', kind: 'text', link: '@documentLink' },
    { key: 'documentLink', label: 'Document page', kind: 'text', hidden: true },
  ],
  defaultSort: '-date',
  filters: ['productId'],
});

export const inventoryTurnoverReport = tableReport({
  name: 'inventory-turnover',
  title: 'Inventory turnover and slow movers',
  area: 'inventory',
  description: 'Cost of sales against average stock value, turnover and days of cover per product.',
  columns: [
    { key: 'productId', label: 'Product id', kind: 'text', hidden: true },
    { key: 'sku', label: 'SKU', kind: 'text', link: PRODUCT },
    { key: 'name', label: 'Product', kind: 'text', link: PRODUCT },
    { key: 'costOfSales', label: 'Cost of sales', kind: 'money', total: true, cost: true },
    { key: 'averageStockValue', label: 'Average stock value', kind: 'money', total: true, cost: true },
    { key: 'turnover', label: 'Turnover', kind: 'ratio' },
    { key: 'daysOfCover', label: 'Days of cover', kind: 'days' },
  ],
  defaultSort: 'turnover',
});

export const transferHistoryReport = tableReport({
  name: 'transfer-history',
  title: 'Transfer history',
  area: 'inventory',
  description: 'Transfers between branches with their value, status and days in transit.',
  columns: [
    { key: 'transferId', label: 'Transfer id', kind: 'text', hidden: true },
    {
      key: 'transferNumber',
      label: 'Transfer',
      kind: 'text',
      link: '/dashboard/transfers?search=:transferNumber',
    },
    { key: 'from', label: 'From', kind: 'text' },
    { key: 'to', label: 'To', kind: 'text' },
    { key: 'status', label: 'Status', kind: 'text' },
    { key: 'value', label: 'Value', kind: 'money', total: true, cost: true },
    { key: 'dispatchedAt', label: 'Dispatched', kind: 'date' },
    { key: 'receivedAt', label: 'Received', kind: 'date' },
    { key: 'daysInTransit', label: 'Days in transit', kind: 'days' },
  ],
  defaultSort: '-dispatchedAt',
});

const contactBuckets = [
  { key: 'current', label: 'Current', kind: 'money', total: true },
  { key: 'days1to30', label: '1-30 Days', kind: 'money', total: true },
  { key: 'days31to60', label: '31-60 Days', kind: 'money', total: true },
  { key: 'days61to90', label: '61-90 Days', kind: 'money', total: true },
  { key: 'over90', label: 'Over 90 Days', kind: 'money', total: true },
  { key: 'total', label: 'Total', kind: 'money', total: true },
] as const;

export const purchasesBySupplierReport = tableReport({
  name: 'purchases-by-supplier',
  title: 'Purchases by supplier',
  area: 'purchasing',
  description: 'Bills, net purchases and VAT per supplier.',
  columns: [
    { key: 'supplierId', label: 'Supplier id', kind: 'text', hidden: true },
    { key: 'supplierName', label: 'Supplier', kind: 'text', link: SUPPLIER },
    { key: 'bills', label: 'Bills', kind: 'count', total: true },
    { key: 'netPurchases', label: 'Net purchases', kind: 'money', total: true },
    { key: 'tax', label: 'VAT', kind: 'money', total: true },
    { key: 'total', label: 'Total', kind: 'money', total: true },
  ],
  defaultSort: '-netPurchases',
});

export const supplierReliabilityReport = tableReport({
  name: 'supplier-reliability',
  title: 'Supplier reliability',
  area: 'purchasing',
  description: 'Orders received on time and in full, against the order dates and quantities.',
  columns: [
    { key: 'supplierId', label: 'Supplier id', kind: 'text', hidden: true },
    { key: 'supplierName', label: 'Supplier', kind: 'text', link: SUPPLIER },
    { key: 'orders', label: 'Orders', kind: 'count', total: true },
    { key: 'onTimeReceipts', label: 'On time', kind: 'count', total: true },
    { key: 'completeReceipts', label: 'Complete', kind: 'count', total: true },
    { key: 'onTimePercent', label: 'On time %', kind: 'percent' },
    { key: 'fillRatePercent', label: 'Fill rate %', kind: 'percent' },
  ],
  defaultSort: 'onTimePercent',
});

export const payablesAgingReport = tableReport({
  name: 'payables-aging',
  title: 'Payables aging',
  area: 'purchasing',
  description: 'What is owed to each supplier by age, with unapplied credit.',
  columns: [
    { key: 'supplierId', label: 'Supplier id', kind: 'text', hidden: true },
    { key: 'supplierName', label: 'Supplier', kind: 'text', link: SUPPLIER },
    ...contactBuckets,
    { key: 'unappliedCredit', label: 'Unapplied credit', kind: 'money', total: true },
  ],
  defaultSort: '-total',
  asAt: true,
});

export const outstandingBalancesReport = tableReport({
  name: 'outstanding-balances',
  title: 'Outstanding balances',
  area: 'customers',
  description: 'Every customer and supplier with an open balance, and how much of it is overdue.',
  columns: [
    { key: 'kind', label: 'Contact', kind: 'text' },
    { key: 'id', label: 'Id', kind: 'text', hidden: true },
    { key: 'name', label: 'Name', kind: 'text', link: '@link' },
    { key: 'link', label: 'Page', kind: 'text', hidden: true },
    { key: 'balance', label: 'Balance', kind: 'money', total: true },
    { key: 'overdue', label: 'Overdue', kind: 'money', total: true },
  ],
  defaultSort: '-balance',
  asAt: true,
  filters: ['asOf', 'contactKind'],
});

export const customerPaymentsReport = tableReport({
  name: 'customer-payments',
  title: 'Customer payment history',
  area: 'customers',
  description: 'Every receipt from customers with its method, reference and what it paid.',
  columns: [
    { key: 'customerId', label: 'Customer id', kind: 'text', hidden: true },
    { key: 'customerName', label: 'Customer', kind: 'text', link: CUSTOMER },
    { key: 'receiptNumber', label: 'Receipt', kind: 'text' },
    { key: 'date', label: 'Date', kind: 'date' },
    { key: 'method', label: 'Method', kind: 'text' },
    { key: 'reference', label: 'Reference', kind: 'text' },
    { key: 'amount', label: 'Amount', kind: 'money', total: true },
    { key: 'applied', label: 'Applied', kind: 'money', total: true },
  ],
  defaultSort: '-date',
  filters: ['customerId'],
});

const retentionMonths = Array.from({ length: 12 }, (_, i) => ({
  key: `month${i + 1}`,
  label: `Month ${i + 1}`,
  kind: 'percent' as const,
}));

export const customerRetentionReport = tableReport({
  name: 'customer-retention',
  title: 'Customer retention by month',
  area: 'customers',
  description: 'Customers by the month they first bought, and the share still buying in each later month.',
  columns: [
    { key: 'cohort', label: 'First bought', kind: 'text' },
    { key: 'customers', label: 'Customers', kind: 'count', total: true },
    ...retentionMonths,
  ] as const,
  defaultSort: 'cohort',
});

export const refundsAndCreditsReport = tableReport({
  name: 'refunds-and-credits',
  title: 'Refunds and credits',
  area: 'customers',
  description: 'Credit notes and refunds to customers, with their reasons.',
  columns: [
    { key: 'kind', label: 'Kind', kind: 'text' },
    { key: 'number', label: 'Number', kind: 'text', link: '@link' },
    { key: 'link', label: 'Page', kind: 'text', hidden: true },
    { key: 'date', label: 'Date', kind: 'date' },
    { key: 'customerId', label: 'Customer id', kind: 'text', hidden: true },
    { key: 'customerName', label: 'Customer', kind: 'text', link: CUSTOMER },
    { key: 'amount', label: 'Amount', kind: 'money', total: true },
    { key: 'reason', label: 'Reason', kind: 'text' },
  ],
  defaultSort: '-date',
});

/** The days a profit row covers (its P&L's `from` and `to`), for its drill-down. */
const periodColumns = [
  { key: 'from', label: 'From', kind: 'date', hidden: true },
  { key: 'to', label: 'To', kind: 'date', hidden: true },
] as const;

const profitColumns = [
  { key: 'income', label: 'Income', kind: 'money', total: true },
  { key: 'costOfSales', label: 'Cost of sales', kind: 'money', total: true, cost: true },
  { key: 'grossProfit', label: 'Gross profit', kind: 'money', total: true, cost: true },
  { key: 'expenses', label: 'Expenses', kind: 'money', total: true },
  { key: 'netProfit', label: 'Net profit', kind: 'money', total: true },
] as const;

export const profitByMonthReport = tableReport({
  name: 'profit-by-month',
  title: 'Profit by month',
  area: 'profit',
  description: 'Income, cost of sales, gross profit, expenses and net profit for each month.',
  columns: [
    {
      key: 'month',
      label: 'Month',
      kind: 'text',
      link: '/dashboard/financial-reports?tab=profit-and-loss&from=:from&to=:to',
    },
    ...periodColumns,
    ...profitColumns,
  ],
  defaultSort: 'month',
});

export const profitByBranchReport = tableReport({
  name: 'profit-by-branch',
  title: 'Profit by branch',
  area: 'profit',
  description: 'The profit and loss of every branch side by side.',
  columns: [
    { key: 'branchId', label: 'Branch id', kind: 'text', hidden: true },
    {
      key: 'branchName',
      label: 'Branch',
      kind: 'text',
      link: '/dashboard/financial-reports?tab=profit-and-loss&branchId=:branchId&from=:from&to=:to',
    },
    ...periodColumns,
    ...profitColumns,
  ],
  defaultSort: 'branchName',
});

export const userHistoryReport = tableReport({
  name: 'user-history',
  title: 'User history',
  area: 'activity',
  description: 'Who did what and when: every change by user, record and date.',
  columns: [
    { key: 'at', label: 'When', kind: 'text' },
    { key: 'userId', label: 'User id', kind: 'text', hidden: true },
    { key: 'userName', label: 'User', kind: 'text' },
    { key: 'action', label: 'Action', kind: 'text' },
    { key: 'recordType', label: 'Record', kind: 'text' },
    { key: 'recordId', label: 'Record id', kind: 'text', hidden: true },
    { key: 'summary', label: 'Summary', kind: 'text', link: '@link' },
    { key: 'link', label: 'Page', kind: 'text', hidden: true },
  ],
  defaultSort: '-at',
  filters: ['userId'],
});
