import type { CounterPaymentMethod, CounterSettings, CounterSettingsUpdate } from '@tawi/contracts';
import { bankAccounts, branches, counterSettings, type Database, type Executor } from '@tawi/db';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { liveOf, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { insertCustomer } from './save-customer';

type CounterRow = typeof counterSettings.$inferSelect;

/** The kind of money account each counter method is paid into. */
const ACCOUNT_KIND: Record<CounterPaymentMethod, 'cash' | 'mobile_money' | 'bank'> = {
  cash: 'cash',
  mpesa: 'mobile_money',
  card: 'bank',
};
const SETTING: Record<CounterPaymentMethod, 'cashAccountId' | 'mpesaAccountId' | 'cardAccountId'> = {
  cash: 'cashAccountId',
  mpesa: 'mpesaAccountId',
  card: 'cardAccountId',
};
const METHOD_NAME: Record<CounterPaymentMethod, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };

const toSettings = (branchId: string, row: CounterRow | undefined): CounterSettings => ({
  branchId,
  walkInCustomerId: row?.walkInCustomerId ?? null,
  cashAccountId: row?.cashAccountId ?? null,
  mpesaAccountId: row?.mpesaAccountId ?? null,
  cardAccountId: row?.cardAccountId ?? null,
});

/** The counter settings of a branch (all null before anything is set). */
export async function findCounterSettings(db: Executor, companyId: string, branchId: string) {
  const [row] = await db
    .select()
    .from(counterSettings)
    .where(ofCompany(counterSettings, companyId, eq(counterSettings.branchId, branchId)));
  return toSettings(branchId, row);
}

/** The branch's counter row, made when missing and locked for the transaction (one walk-in per branch). */
export async function lockCounter(tx: Executor, companyId: string, branchId: string): Promise<CounterRow> {
  await tx.insert(counterSettings).values({ companyId, branchId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(counterSettings)
    .where(ofCompany(counterSettings, companyId, eq(counterSettings.branchId, branchId)))
    .for('update');
  if (!row) throw new Error('counter settings row missing after insert');
  return row;
}

/** The branch's walk-in customer, made on first need ("Walk-in customer (Westlands)"). */
export async function walkInCustomer(tx: Executor, ctx: RequestContext, counter: CounterRow) {
  if (counter.walkInCustomerId) return counter.walkInCustomerId;
  const [branch] = await tx
    .select({ name: branches.name })
    .from(branches)
    .where(ofCompany(branches, ctx.companyId, eq(branches.id, counter.branchId)));
  const customer = await insertCustomer(tx, ctx, counter.branchId, {
    name: `Walk-in customer (${branch?.name ?? 'counter'})`,
    paymentTerms: 'due_on_receipt',
    notes: 'Counter sales to customers not named',
    isActive: true,
  });
  await tx
    .update(counterSettings)
    .set({ walkInCustomerId: customer.id, updatedAt: new Date() })
    .where(ofCompany(counterSettings, ctx.companyId, eq(counterSettings.branchId, counter.branchId)));
  return customer.id;
}

/** An active money account of the company of the method's kind, or 400 on `field`. */
async function accountForMethod(
  tx: Executor,
  companyId: string,
  id: string,
  method: CounterPaymentMethod,
  field: string,
) {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(liveOf(bankAccounts, companyId, eq(bankAccounts.id, id)));
  const kind = ACCOUNT_KIND[method];
  if (!account?.isActive || account.kind !== kind) {
    const what = { cash: 'a cash', mobile_money: 'an M-Pesa', bank: 'a bank' }[kind];
    throw fieldError(field, `${METHOD_NAME[method]} is paid into ${what} account: choose an active one`);
  }
  return account.id;
}

/**
 * The account a counter payment goes into: the one given, else the branch's default for the method,
 * else the first active account of the method's kind (the branch's own first, then the company's).
 * None at all: 422 `no-paid-into-account`.
 */
export async function paidIntoAccount(
  tx: Executor,
  companyId: string,
  counter: CounterRow,
  method: CounterPaymentMethod,
  given: string | undefined,
  field: string,
) {
  if (given) return accountForMethod(tx, companyId, given, method, field);
  const preset = counter[SETTING[method]];
  if (preset) return preset;
  const [first] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      liveOf(
        bankAccounts,
        companyId,
        eq(bankAccounts.kind, ACCOUNT_KIND[method]),
        eq(bankAccounts.isActive, true),
      ),
    )
    .orderBy(
      sql`${bankAccounts.branchId} <> ${counter.branchId}`,
      asc(bankAccounts.createdAt),
      asc(bankAccounts.id),
    )
    .limit(1);
  if (!first) {
    throw new AppError('no-paid-into-account', `There is no account to take ${METHOD_NAME[method]} into`, {
      fields: { [field]: `Add a ${ACCOUNT_KIND[method].replace('_', ' ')} account under Banking` },
    });
  }
  return first.id;
}

/** Sets the branch's paid-into account per method (null: back to the first suitable account). */
export async function updateCounterSettings(
  db: Database,
  ctx: RequestContext,
  branchId: string,
  input: CounterSettingsUpdate,
) {
  await db.transaction(async (tx) => {
    const before = await lockCounter(tx, ctx.companyId, branchId);
    const set: Partial<CounterRow> = { updatedAt: new Date() };
    for (const method of ['cash', 'mpesa', 'card'] as const) {
      const key = SETTING[method];
      const value = input[key];
      if (value === undefined) continue;
      set[key] = value === null ? null : await accountForMethod(tx, ctx.companyId, value, method, key);
    }
    await tx
      .update(counterSettings)
      .set(set)
      .where(ofCompany(counterSettings, ctx.companyId, eq(counterSettings.branchId, branchId)));
    const summary = 'Counter paid-into accounts';
    await auditUpdate(tx, ctx, 'counter-settings', branchId, summary, { before, after: input });
  });
  return findCounterSettings(db, ctx.companyId, branchId);
}
