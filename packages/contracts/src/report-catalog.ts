import { type ColumnKind, type ReportColumn, tableReport } from './report-tables';

/**
 * Every table report of API.md "Reports and dashboard", with the row fields it fixes (plus the names and
 * ids a page shows and drills down with). Their routes: packages/contracts/src/api/report-tables.ts.
 * The columns are stated once below (COLUMNS, by key) and each report names the ones it shows, in order.
 */

const CUSTOMER = '/dashboard/customers/:customerId';
const PRODUCT = '/dashboard/products/:productId';
const SUPPLIER = '/dashboard/suppliers/:supplierId';

type Extra = Pick<ReportColumn, 'total' | 'hidden' | 'cost' | 'link'>;
type Spec = readonly [label: string, kind: ColumnKind, extra?: Extra];
type Column<K extends string, S extends Spec> = {
  readonly key: K;
  readonly label: string;
  readonly kind: S[1];
} & Extra;

/** One column: its key, heading, kind and flags. */
const column = <const K extends string, const S extends Spec>(
  key: K,
  [label, kind, extra]: S,
): Column<K, S> => ({
  key,
  label,
  kind,
  ...extra,
});

const id: Extra = { hidden: true };
const sum: Extra = { total: true };
const sumAtCost: Extra = { total: true, cost: true };

/** The columns that stand in several reports, each by its key. */
const COLUMNS = {
  customerId: ['Customer id', 'text', id],
  customerName: ['Customer', 'text', { link: CUSTOMER }],
  supplierId: ['Supplier id', 'text', id],
  supplierName: ['Supplier', 'text', { link: SUPPLIER }],
  productId: ['Product id', 'text', id],
  sku: ['SKU', 'text', { link: PRODUCT }],
  name: ['Product', 'text', { link: PRODUCT }],
  branchId: ['Branch id', 'text', id],
  branchName: ['Branch', 'text'],
  date: ['Date', 'date'],
  link: ['Page', 'text', id],
  quantity: ['Quantity', 'quantity', sum],
  netSales: ['Net sales', 'money', sum],
  tax: ['VAT', 'money', sum],
  total: ['Total', 'money', sum],
  amount: ['Amount', 'money', sum],
  costOfSales: ['Cost of sales', 'money', sumAtCost],
  grossProfit: ['Gross profit', 'money', sumAtCost],
  value: ['Value', 'money', sumAtCost],
} as const satisfies Record<string, Spec>;
type Shared = typeof COLUMNS;

type Words<S extends string> = S extends `${infer H} ${infer R}` ? [H, ...Words<R>] : [S];
type Columns<T extends readonly string[]> = {
  [I in keyof T]: T[I] extends keyof Shared & string ? Column<T[I], Shared[T[I]]> : never;
};
type Picked<S extends string> = Columns<Words<S>>;

/** The shared columns named in `keys` ('productId sku name'), in that order. */
function pick<const S extends string>(keys: S): Picked<S> {
  return keys.split(' ').map((key) => column(key, COLUMNS[key as keyof Shared])) as Picked<S>;
}

const salesColumns = [
  ...pick('customerId customerName'),
  column('invoices', [
    'Invoices',
    'count',
    { total: true, link: '/dashboard/invoices?customerId=:customerId' },
  ]),
  ...pick('netSales tax total'),
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
    ...pick('productId sku name quantity netSales costOfSales grossProfit'),
    column('marginPercent', ['Margin %', 'percent', { cost: true }]),
  ],
  defaultSort: '-netSales',
});

export const salesByBranchReport = tableReport({
  name: 'sales-by-branch',
  title: 'Sales by branch',
  area: 'sales',
  description: 'Net sales, cost of sales and gross profit per branch (location sales).',
  columns: pick('branchId branchName netSales costOfSales grossProfit'),
  defaultSort: '-netSales',
});

export const topCustomersReport = tableReport({
  name: 'top-customers',
  title: 'Top customers',
  area: 'sales',
  description:
    'The customers who bought most in the period, with their tier (Platinum, Gold, Silver) from their last 12 months.',
  columns: [...salesColumns, column('tier', ['Tier', 'text'])],
  defaultSort: '-netSales',
  defaultLimit: 10,
});

export const salesByPeriodReport = tableReport({
  name: 'sales-by-period',
  title: 'Sales by period',
  area: 'sales',
  description: 'Net sales per day, week or month, with the period before beside it.',
  columns: [
    column('period', ['Period', 'text']),
    ...pick('netSales'),
    column('previousNetSales', ['Previous period', 'money', sum]),
  ],
  defaultSort: 'period',
  filters: ['interval'],
});

export const inventoryValuationReport = tableReport({
  name: 'inventory-valuation',
  title: 'Stock on hand and value',
  area: 'inventory',
  description: 'Quantity and value at cost of every product per branch, as at a date.',
  columns: pick('productId sku name branchId branchName quantity value'),
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
    ...pick('date productId sku branchId branchName'),
    column('kind', ['Movement', 'text']),
    ...pick('quantity'),
    column('unitCost', ['Unit cost', 'money', { cost: true }]),
    ...pick('value'),
    column('document', ['Document', 'text', { link: '@documentLink' }]),
    column('documentLink', ['Document page', 'text', id]),
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
    ...pick('productId sku name costOfSales'),
    column('averageStockValue', ['Average stock value', 'money', sumAtCost]),
    column('turnover', ['Turnover', 'ratio']),
    column('daysOfCover', ['Days of cover', 'days']),
  ],
  defaultSort: 'turnover',
});

export const transferHistoryReport = tableReport({
  name: 'transfer-history',
  title: 'Transfer history',
  area: 'inventory',
  description: 'Transfers between branches with their value, status and days in transit.',
  columns: [
    column('transferId', ['Transfer id', 'text', id]),
    column('transferNumber', ['Transfer', 'text', { link: '/dashboard/transfers?search=:transferNumber' }]),
    column('from', ['From', 'text']),
    column('to', ['To', 'text']),
    column('status', ['Status', 'text']),
    ...pick('value'),
    column('dispatchedAt', ['Dispatched', 'date']),
    column('receivedAt', ['Received', 'date']),
    column('daysInTransit', ['Days in transit', 'days']),
  ],
  defaultSort: '-dispatchedAt',
});

const contactBuckets = [
  column('current', ['Current', 'money', sum]),
  column('days1to30', ['1-30 Days', 'money', sum]),
  column('days31to60', ['31-60 Days', 'money', sum]),
  column('days61to90', ['61-90 Days', 'money', sum]),
  column('over90', ['Over 90 Days', 'money', sum]),
  ...pick('total'),
] as const;

export const purchasesBySupplierReport = tableReport({
  name: 'purchases-by-supplier',
  title: 'Purchases by supplier',
  area: 'purchasing',
  description: 'Bills, net purchases and VAT per supplier.',
  columns: [
    ...pick('supplierId supplierName'),
    column('bills', ['Bills', 'count', sum]),
    column('netPurchases', ['Net purchases', 'money', sum]),
    ...pick('tax total'),
  ],
  defaultSort: '-netPurchases',
});

export const supplierReliabilityReport = tableReport({
  name: 'supplier-reliability',
  title: 'Supplier reliability',
  area: 'purchasing',
  description: 'Orders received on time and in full, against the order dates and quantities.',
  columns: [
    ...pick('supplierId supplierName'),
    column('orders', ['Orders', 'count', sum]),
    column('onTimeReceipts', ['On time', 'count', sum]),
    column('completeReceipts', ['Complete', 'count', sum]),
    column('onTimePercent', ['On time %', 'percent']),
    column('fillRatePercent', ['Fill rate %', 'percent']),
  ],
  defaultSort: 'onTimePercent',
});

export const payablesAgingReport = tableReport({
  name: 'payables-aging',
  title: 'Payables aging',
  area: 'purchasing',
  description: 'What is owed to each supplier by age, with unapplied credit.',
  columns: [
    ...pick('supplierId supplierName'),
    ...contactBuckets,
    column('unappliedCredit', ['Unapplied credit', 'money', sum]),
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
    column('kind', ['Contact', 'text']),
    column('id', ['Id', 'text', id]),
    column('name', ['Name', 'text', { link: '@link' }]),
    ...pick('link'),
    column('balance', ['Balance', 'money', sum]),
    column('overdue', ['Overdue', 'money', sum]),
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
    ...pick('customerId customerName'),
    column('receiptNumber', ['Receipt', 'text']),
    ...pick('date'),
    column('method', ['Method', 'text']),
    column('reference', ['Reference', 'text']),
    ...pick('amount'),
    column('applied', ['Applied', 'money', sum]),
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
    column('cohort', ['First bought', 'text']),
    column('customers', ['Customers', 'count', sum]),
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
    column('kind', ['Kind', 'text']),
    column('number', ['Number', 'text', { link: '@link' }]),
    ...pick('link date customerId customerName amount'),
    column('reason', ['Reason', 'text']),
  ],
  defaultSort: '-date',
});

/** The days a profit row covers (its P&L's `from` and `to`), for its drill-down. */
const periodColumns = [column('from', ['From', 'date', id]), column('to', ['To', 'date', id])] as const;

const profitColumns = [
  column('income', ['Income', 'money', sum]),
  ...pick('costOfSales grossProfit'),
  column('expenses', ['Expenses', 'money', sum]),
  column('netProfit', ['Net profit', 'money', sum]),
] as const;

export const profitByMonthReport = tableReport({
  name: 'profit-by-month',
  title: 'Profit by month',
  area: 'profit',
  description: 'Income, cost of sales, gross profit, expenses and net profit for each month.',
  columns: [
    column('month', [
      'Month',
      'text',
      { link: '/dashboard/financial-reports?tab=profit-and-loss&from=:from&to=:to' },
    ]),
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
    ...pick('branchId'),
    column('branchName', [
      'Branch',
      'text',
      { link: '/dashboard/financial-reports?tab=profit-and-loss&branchId=:branchId&from=:from&to=:to' },
    ]),
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
    column('at', ['When', 'text']),
    column('userId', ['User id', 'text', id]),
    column('userName', ['User', 'text']),
    column('action', ['Action', 'text']),
    column('recordType', ['Record', 'text']),
    column('recordId', ['Record id', 'text', id]),
    column('summary', ['Summary', 'text', { link: '@link' }]),
    ...pick('link'),
  ],
  defaultSort: '-at',
  filters: ['userId'],
});
