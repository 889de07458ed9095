import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/**
 * How many documents of a kind (its table's name: 'invoices') a branch has, kept by a trigger that
 * runs at commit (migration 0029), so a list's unfiltered total is one row however many documents
 * there are. Filtered lists still count their matches.
 */
export const documentCounts = pgTable(
  'document_counts',
  {
    companyId: companyId(),
    branchId: uuid('branch_id').notNull(),
    kind: text('kind').notNull(),
    documents: integer('documents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.branchId, t.kind] })],
);
