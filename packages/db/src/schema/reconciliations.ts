import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns';
import { bankAccounts, journalLines } from './ledger';
import { companies } from './org';

/**
 * A bank (or cash, or M-Pesa) statement compared with the books: finished when the statement balance
 * equals the balance of the cleared lines. One unfinished reconciliation per account at a time.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    bankAccountId: uuid('bank_account_id').notNull(),
    statementDate: date('statement_date').notNull(),
    statementBalance: numeric('statement_balance', { precision: 18, scale: 2 }).notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    reconciledBy: uuid('reconciled_by'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reconciliations_company_id_id_key').on(t.companyId, t.id),
    index('reconciliations_account_idx').on(t.companyId, t.bankAccountId, t.statementDate),
    uniqueIndex('reconciliations_one_open_key')
      .on(t.companyId, t.bankAccountId)
      .where(sql`${t.reconciledAt} is null and not ${t.isDeleted}`),
    foreignKey({
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
  ],
);

/**
 * A ledger line matched with the statement. A line is cleared once: by the reconciliation that
 * matched it (the key is the line). Manual entries (posted from the statement) carry notes.
 */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    companyId: companyId(),
    journalLineId: uuid('journal_line_id')
      .notNull()
      .references(() => journalLines.id),
    reconciliationId: uuid('reconciliation_id').notNull(),
    statementReference: text('statement_reference'),
    isManual: boolean('is_manual').notNull().default(false),
    notes: text('notes'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.journalLineId] }),
    index('reconciliation_items_reconciliation_idx').on(t.companyId, t.reconciliationId),
    foreignKey({
      columns: [t.companyId, t.reconciliationId],
      foreignColumns: [reconciliations.companyId, reconciliations.id],
    }),
  ],
);
