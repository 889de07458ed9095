import { sql } from 'drizzle-orm';
import { foreignKey, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { branchKey, branchRecord } from './branch-columns';
import { companyId, createdAt, updatedAt } from './columns';
import { bankAccounts } from './ledger';
import { companies } from './org';
import { customers } from './sales';

/**
 * The counter of a branch: its walk-in customer (made on the first counter sale that needs it) and
 * the accounts its cash, M-Pesa and card takings go into (none set: the method's first suitable account).
 */
export const counterSettings = pgTable(
  'counter_settings',
  {
    companyId: companyId().references(() => companies.id),
    branchId: uuid('branch_id').notNull(),
    walkInCustomerId: uuid('walk_in_customer_id'),
    cashAccountId: uuid('cash_account_id'),
    mpesaAccountId: uuid('mpesa_account_id'),
    cardAccountId: uuid('card_account_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.branchId] }),
    branchKey(t),
    foreignKey({
      columns: [t.companyId, t.walkInCustomerId],
      foreignColumns: [customers.companyId, customers.id],
    }),
    foreignKey({
      columns: [t.companyId, t.cashAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    foreignKey({
      columns: [t.companyId, t.mpesaAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
    foreignKey({
      columns: [t.companyId, t.cardAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
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
