import { date, integer, text, uuid } from 'drizzle-orm/pg-core';
import { companyId, money, quantity, timestampTz } from './columns';
import { keyedTable } from './keyed-table';

/**
 * How many documents of a kind (its table's name: 'invoices') a branch has, kept by a trigger that
 * runs at commit (migration 0029), so a list's unfiltered total is one row however many documents
 * there are. Filtered lists still count their matches.
 */
export const documentCounts = keyedTable(
  'document_counts',
  { companyId: companyId(), branchId: uuid('branch_id').notNull(), kind: text('kind').notNull() },
  {
    documents: integer('documents').notNull().default(0),
  },
);

/**
 * The Completed customer receipts of a branch dated in a calendar month (`month`: its first day): how
 * many, their amounts and what of them is not applied to invoices, kept by a trigger at commit
 * (migration 0053), so the customer-payments report totals a year from twelve rows a branch.
 */
export const receiptMonthTotals = keyedTable(
  'receipt_month_totals',
  { companyId: companyId(), branchId: uuid('branch_id').notNull(), month: date('month').notNull() },
  {
    receipts: integer('receipts').notNull().default(0),
    amount: money('amount').notNull().default('0'),
    unallocated: money('unallocated').notNull().default('0'),
  },
);

/**
 * Audit log entries of a company per hour (`hour`: its start, UTC), kept by a trigger at commit
 * (migration 0053): the user-history report counts a period's entries from its whole hours.
 */
export const auditHourCounts = keyedTable(
  'audit_hour_counts',
  { companyId: companyId(), hour: timestampTz('hour').notNull() },
  {
    entries: integer('entries').notNull().default(0),
  },
);

/**
 * The stock movements of a product in a branch dated in a calendar month (`month`: its first day): their
 * quantity and value at cost, and `sold`, the cost of what was sold less what customers returned (the
 * inventory turnover's cost of sales), kept by a trigger at commit (migration 0055), so a stock figure as
 * at a day reads a row per month and the movements of that day's month only.
 */
export const stockMonthTotals = keyedTable(
  'stock_month_totals',
  {
    companyId: companyId(),
    branchId: uuid('branch_id').notNull(),
    productId: uuid('product_id').notNull(),
    month: date('month').notNull(),
  },
  {
    quantity: quantity('quantity').notNull().default('0'),
    value: money('value').notNull().default('0'),
    sold: money('sold').notNull().default('0'),
    /** How many movements (the stock movements report's row count). */
    movements: integer('movements').notNull().default(0),
  },
);
