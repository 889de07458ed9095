import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, isActive, money, softDelete, stamps, timestamps, timestampTz } from './columns';
import { keyedTable } from './keyed-table';
import { documentLine, sameCompanyKey } from './keys';
import { companies } from './org';
import { branchKey, branchTable, companyTable } from './tenant-columns';

/** Chart of accounts, per company. `systemKey` marks the accounts posting rules rely on. */
export const accounts = companyTable(
  'accounts',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    subtype: text('subtype'),
    systemKey: text('system_key'),
    description: text('description'),
    isActive: isActive(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_company_code_key').on(t.companyId, t.code),
    uniqueIndex('accounts_company_system_key')
      .on(t.companyId, t.systemKey)
      .where(sql`${t.systemKey} is not null`),
    check('accounts_type_check', sql`${t.type} in ('asset', 'liability', 'equity', 'income', 'expense')`),
  ],
);

/**
 * Journal entries. Written Draft with their lines, then set Posted; from then on the database refuses
 * any change (triggers in the migration), and a deferred trigger refuses a Posted entry that does not balance.
 */
export const journalEntries = branchTable(
  'journal_entries',
  {
    number: text('number').notNull(),
    date: date('date').notNull(),
    memo: text('memo'),
    status: text('status').notNull().default('Draft'),
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    reversalOfId: uuid('reversal_of_id'),
    postedAt: timestampTz('posted_at'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('journal_entries_company_number_key').on(t.companyId, t.number),
    index('journal_entries_company_date_idx').on(t.companyId, t.date),
    // The journal's order (date, then number as JE-0009 < JE-0010 < JE-10000): a page is read in order.
    index('journal_entries_posted_order_idx')
      .on(t.companyId, t.date, sql`length(${t.number})`, t.number)
      .where(sql`${t.status} = 'Posted'`),
    index('journal_entries_source_idx').on(t.companyId, t.sourceType, t.sourceId),
    // An entry is reversed at most once, even by two requests racing.
    uniqueIndex('journal_entries_one_reversal_key')
      .on(t.companyId, t.reversalOfId)
      .where(sql`${t.reversalOfId} is not null`),
    branchKey(t),
    sameCompanyKey(t, t.reversalOfId, t),
    check('journal_entries_status_check', sql`${t.status} in ('Draft', 'Posted')`),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    ...documentLine('entryId', 'entry_id'),
    accountId: uuid('account_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    description: text('description'),
    contactId: uuid('contact_id'),
    /**
     * The entry's date, copied by a trigger when the line is written (and when a Draft's date changes), so
     * an account's lines can be read in date order from one index, a page at a time. The default only
     * lets an insert leave it out: the trigger always overwrites it.
     */
    date: date('date').notNull().default(sql`current_date`),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.companyId, t.accountId),
    index('journal_lines_account_date_idx').on(t.companyId, t.accountId, t.date),
    sameCompanyKey(t, t.entryId, journalEntries),
    sameCompanyKey(t, t.accountId, accounts),
    branchKey(t),
    check(
      'journal_lines_one_side_check',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and ((${t.debit} = 0) <> (${t.credit} = 0))`,
    ),
  ],
);

/** Posted totals per company, branch, account and day, kept by a trigger when an entry is posted. */
export const accountBalances = keyedTable(
  'account_balances',
  {
    companyId: companyId(),
    branchId: uuid('branch_id').notNull(),
    accountId: uuid('account_id').notNull(),
    day: date('day').notNull(),
  },
  {
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    /** How many posted lines make up the totals (the general ledger pages by it). */
    lineCount: integer('line_count').notNull().default(0),
  },
  (t) => [
    index('account_balances_company_day_idx').on(t.companyId, t.day),
    sameCompanyKey(t, t.accountId, accounts),
    branchKey(t),
  ],
);

/**
 * The same totals per calendar month (`month` is its first day), kept by the same trigger, so a report
 * over a long period reads one row per account and month instead of one per day.
 */
export const accountMonthBalances = keyedTable(
  'account_month_balances',
  {
    companyId: companyId(),
    branchId: uuid('branch_id').notNull(),
    accountId: uuid('account_id').notNull(),
    month: date('month').notNull(),
  },
  {
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    lineCount: integer('line_count').notNull().default(0),
  },
  (t) => [
    index('account_month_balances_company_month_idx').on(t.companyId, t.month),
    sameCompanyKey(t, t.accountId, accounts),
    branchKey(t),
    check('account_month_balances_first_day_check', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * Posted totals per company, account, customer or supplier (the lines' contact), branch and calendar
 * month, kept by the posting trigger for lines that carry a contact: what a contact owed on an account
 * as at a day is its months before that day's month plus the posted lines of that month up to the day,
 * so a balance reads contacts x months, not every line they ever had.
 */
export const contactMonthBalances = keyedTable(
  'contact_month_balances',
  {
    companyId: companyId(),
    accountId: uuid('account_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    month: date('month').notNull(),
  },
  {
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
  },
  (t) => [
    sameCompanyKey(t, t.accountId, accounts),
    branchKey(t),
    check('contact_month_balances_first_day_check', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * Posted entries per company and day, kept by the posting trigger: the journal's total over a period
 * is a sum of days, not a count of entries.
 */
export const journalDayCounts = keyedTable(
  'journal_day_counts',
  { companyId: companyId(), day: date('day').notNull() },
  {
    entries: integer('entries').notNull().default(0),
  },
  (t) => [foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] })],
);

/** Bank, cash and mobile-money accounts (spec: bankAccounts); each has its own ledger account. */
export const bankAccounts = branchTable(
  'bank_accounts',
  {
    name: text('name').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    kind: text('kind').notNull(),
    accountId: uuid('account_id').notNull(),
    openingBalance: money('opening_balance').notNull().default('0'),
    openingDate: date('opening_date'),
    isActive: isActive(),
    ...softDelete(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bank_accounts_account_key').on(t.companyId, t.accountId),
    index('bank_accounts_branch_idx').on(t.companyId, t.branchId),
    branchKey(t),
    sameCompanyKey(t, t.accountId, accounts),
    check('bank_accounts_kind_check', sql`${t.kind} in ('bank', 'cash', 'mobile_money')`),
  ],
);
