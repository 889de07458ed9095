import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, isDeleted, money, stamps, timestampTz } from './columns';
import { numberKey, sameCompanyKey } from './keys';
import { bankAccounts, journalLines } from './ledger';
import { branchTable, companyTable } from './tenant-columns';

/**
 * A bank (or cash, or M-Pesa) statement compared with the books: finished when the statement balance
 * equals the balance of the cleared lines. One unfinished reconciliation per account at a time.
 */
export const reconciliations = companyTable(
  'reconciliations',
  {
    bankAccountId: uuid('bank_account_id').notNull(),
    statementDate: date('statement_date').notNull(),
    statementBalance: money('statement_balance').notNull(),
    reconciledAt: timestampTz('reconciled_at'),
    reconciledBy: uuid('reconciled_by'),
    isDeleted: isDeleted(),
    ...stamps(),
  },
  (t) => [
    index('reconciliations_account_idx').on(t.companyId, t.bankAccountId, t.statementDate),
    uniqueIndex('reconciliations_one_open_key')
      .on(t.companyId, t.bankAccountId)
      .where(sql`${t.reconciledAt} is null and not ${t.isDeleted}`),
    sameCompanyKey(t, t.bankAccountId, bankAccounts),
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
    matchedAt: timestampTz('matched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.journalLineId] }),
    index('reconciliation_items_reconciliation_idx').on(t.companyId, t.reconciliationId),
    sameCompanyKey(t, t.reconciliationId, reconciliations),
  ],
);

/**
 * Money moved between two accounts of one branch (cash banked, M-Pesa swept to the bank): one posted
 * entry, debit the receiving account, credit the paying one; a void posts its reversal.
 */
export const bankTransfers = branchTable(
  'bank_transfers',
  {
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
    voidedAt: timestampTz('voided_at'),
    voidReason: text('void_reason'),
    ...stamps(),
  },
  (t) => [
    numberKey('bank_transfers', t, t.transferNumber),
    index('bank_transfers_date_idx').on(t.companyId, t.date),
    sameCompanyKey(t, t.fromBankAccountId, bankAccounts),
    sameCompanyKey(t, t.toBankAccountId, bankAccounts),
    check('bank_transfers_amount_check', sql`${t.amount} > 0`),
    check('bank_transfers_accounts_check', sql`${t.fromBankAccountId} <> ${t.toBankAccountId}`),
    check('bank_transfers_status_check', sql`${t.status} in ('Completed', 'Voided')`),
  ],
);
