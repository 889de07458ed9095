import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branchRecord } from './branch-columns';
import { companyId, id, money, stamps } from './columns';
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
    statementBalance: money('statement_balance').notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    reconciledBy: uuid('reconciled_by'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...stamps(),
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

/**
 * Money moved between two accounts of one branch (cash banked, M-Pesa swept to the bank): one posted
 * entry, debit the receiving account, credit the paying one; a void posts its reversal.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    ...branchRecord(),
    transferNumber: text('transfer_number').notNull(),
    fromBankAccountId: uuid('from_bank_account_id').notNull(),
    toBankAccountId: uuid('to_bank_account_id').notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    status: text('status').notNull().default('Completed'),
    entryId: uuid('entry_id'),
    voidEntryId: uuid('void_entry_id'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    ...stamps(),
  },
  (t) => [
    unique('bank_transfers_company_id_id_key').on(t.companyId, t.id),
    unique('bank_transfers_number_key').on(t.companyId, t.transferNumber),
    index('bank_transfers_date_idx').on(t.companyId, t.date),
    foreignKey({
      columns: [t.companyId, t.fromBankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    foreignKey({
      columns: [t.companyId, t.toBankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    check('bank_transfers_amount_check', sql`${t.amount} > 0`),
    check('bank_transfers_accounts_check', sql`${t.fromBankAccountId} <> ${t.toBankAccountId}`),
    check('bank_transfers_status_check', sql`${t.status} in ('Completed', 'Voided')`),
  ],
);
