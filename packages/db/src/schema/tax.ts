import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestampTz } from './columns';
import { keyedTable } from './keyed-table';
import { companyRecord, companyRef } from './tenant-columns';

/**
 * A VAT period (a month, 'YYYY-MM') marked as filed with KRA: when, the acknowledgement reference and
 * the figures as filed, kept so later changes to the period's documents show against them.
 */
export const vatFilings = keyedTable(
  'vat_filings',
  { companyId: companyRef(), period: text('period').notNull() },
  {
    filingDate: date('filing_date').notNull(),
    reference: text('reference'),
    figures: jsonb('figures').notNull(),
    filedBy: uuid('filed_by'),
    createdAt: createdAt(),
  },
);

/** Files kept with a VAT period: the return as filed, KRA's acknowledgement, the payment slip. */
export const vatFilingReports = pgTable(
  'vat_filing_reports',
  {
    ...companyRecord(),
    period: text('period').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    description: text('description'),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: timestampTz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('vat_filing_reports_period_idx').on(t.companyId, t.period)],
);
