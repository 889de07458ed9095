import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companyRow, createdAt, timestamps, timestampTz } from './columns';
import { sameCompanyKey } from './keys';
import { invoices } from './sales';

export const RECURRING_STATUSES = ['active', 'paused', 'finished'] as const;

/**
 * A recurring invoice: a copy of its template invoice issued on each date of the schedule (weekly,
 * monthly, quarterly, yearly from `start_date`) until `end_date` or `max_count` invoices. `next_date`
 * is the next date to issue (null once finished).
 */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    ...companyRow(),
    branchId: uuid('branch_id').notNull(),
    templateInvoiceId: uuid('template_invoice_id').notNull(),
    frequency: text('frequency', { enum: ['weekly', 'monthly', 'quarterly', 'yearly'] }).notNull(),
    startDate: date('start_date').notNull(),
    nextDate: date('next_date'),
    endDate: date('end_date'),
    maxCount: integer('max_count'),
    issuedCount: integer('issued_count').notNull().default(0),
    emailCustomer: boolean('email_customer').notNull().default(false),
    status: text('status', { enum: RECURRING_STATUSES }).notNull().default('active'),
    lastError: text('last_error'),
    createdBy: uuid('created_by').notNull(),
    ...timestamps(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [
    unique('recurring_invoices_company_id_uq').on(t.companyId, t.id),
    index('recurring_invoices_due_idx').on(t.status, t.nextDate),
    sameCompanyKey(t, t.templateInvoiceId, invoices),
    check('recurring_invoices_status_check', sql`${t.status} in ('active', 'paused', 'finished')`),
    check('recurring_invoices_max_count_check', sql`${t.maxCount} is null or ${t.maxCount} > 0`),
  ],
);

/**
 * One invoice issued by a schedule for one of its dates: unique per (schedule, date), so a job run twice
 * or two at once issue each date once.
 */
export const recurringInvoiceRuns = pgTable(
  'recurring_invoice_runs',
  {
    ...companyRow(),
    scheduleId: uuid('schedule_id').notNull(),
    runDate: date('run_date').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('recurring_invoice_runs_date_uq').on(t.companyId, t.scheduleId, t.runDate),
    sameCompanyKey(t, t.scheduleId, recurringInvoices),
    sameCompanyKey(t, t.invoiceId, invoices),
  ],
);
