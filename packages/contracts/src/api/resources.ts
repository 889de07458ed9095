/**
 * What a route reads or changes, by name: the web app keys its cached answers by the resource of the
 * route that gave them (`['customers', ...]`) and, after a change, reloads every resource the change
 * `touches`. A name is a cache root, not a table: `reports` is every report, `me` the signed-in user.
 */
export const RESOURCES = [
  'platform',
  'me',
  'company',
  'branches',
  'users',
  'roles',
  'audit-log',
  'mail-settings',
  'email-templates',
  'payment-reminders',
  'outbox',
  'accounts',
  'bank-accounts',
  'bank-transfers',
  'reconciliations',
  'journal-entries',
  'reports',
  'products',
  'inventory-summary',
  'transfers',
  'suppliers',
  'purchase-orders',
  'bills',
  'supplier-payments',
  'trade-overview',
  'customers',
  'invoices',
  'estimates',
  'sales-orders',
  'credit-notes',
  'customer-receipts',
  'counter-sales',
  'counter-settings',
  'held-sales',
  'employees',
  'payroll',
  'vat-summaries',
  'etims',
  'search',
  'attachments',
  'recurring-invoices',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Everything a posting changes: the chart's balances, money accounts, the journal and every report. */
export const POSTS_TO_LEDGER = ['accounts', 'bank-accounts', 'journal-entries', 'reports'] as const;

/** Everything a stock movement changes besides the ledger. */
export const MOVES_STOCK = ['products', 'inventory-summary', 'transfers'] as const;

/** The customer documents: they show the customer's name and move its balance. */
export const SALES_DOCUMENTS = [
  'invoices',
  'estimates',
  'sales-orders',
  'credit-notes',
  'customer-receipts',
] as const;

/** The supplier documents: they show the supplier's name and move its balance. */
export const TRADE_DOCUMENTS = ['purchase-orders', 'bills', 'supplier-payments', 'trade-overview'] as const;
