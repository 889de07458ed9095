import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { keyedTable } from './keyed-table';
import { sameCompanyKey } from './keys';
import { bankAccounts } from './ledger';
import { customers } from './sales';
import { branchKey, branchRecord, companyRef } from './tenant-columns';

/**
 * The counter of a branch: its walk-in customer (made on the first counter sale that needs it) and
 * the accounts its cash, M-Pesa and card takings go into (none set: the method's first suitable account).
 */
export const counterSettings = keyedTable(
  'counter_settings',
  { companyId: companyRef(), branchId: uuid('branch_id').notNull() },
  {
    walkInCustomerId: uuid('walk_in_customer_id'),
    cashAccountId: uuid('cash_account_id'),
    mpesaAccountId: uuid('mpesa_account_id'),
    cardAccountId: uuid('card_account_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    branchKey(t),
    sameCompanyKey(t, t.walkInCustomerId, customers),
    sameCompanyKey(t, t.cashAccountId, bankAccounts),
    sameCompanyKey(t, t.mpesaAccountId, bankAccounts),
    sameCompanyKey(t, t.cardAccountId, bankAccounts),
  ],
);

/** A counter sale parked to be resumed later, by the user who parked it, at one branch. */
export const heldSales = pgTable(
  'held_sales',
  {
    ...branchRecord(),
    userId: uuid('user_id').notNull(),
    label: text('label').notNull(),
    /** The sale as the counter screen had it (customer, lines), in the contract's heldSaleCreate shape. */
    sale: jsonb('sale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    branchKey(t),
    index('held_sales_user_idx').on(t.companyId, t.branchId, t.userId, sql`${t.createdAt} desc`),
  ],
);
