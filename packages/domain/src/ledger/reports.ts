import { Money, type MoneyInput } from '../money';
import { type AccountType, normalBalance } from './chart-of-accounts';

/**
 * Financial statements from per-account posted totals (no I/O). Every figure is exact Money.
 *
 * Each account's totals are split at a date: `before` (everything posted before it) and `during`
 * (from it to the report's end, inclusive). The split is the report's `from`, except for the balance
 * sheet, which splits at the start of the financial year containing its date.
 *
 * Retained-earnings rule: income and expense accounts start every period at zero. Their net before the
 * split (profit of earlier periods not yet closed by an entry) is carried in the retained-earnings
 * account (systemKey `retained_earnings`; a computed "Retained earnings" row when the company has none).
 * Profit within the period appears as "Current year earnings" on the balance sheet.
 */
export interface DebitCredit {
  debit: MoneyInput;
  credit: MoneyInput;
}

export interface AccountActivity {
  accountId: string;
  accountCode: string;
  accountName: string;
  type: AccountType;
  subtype?: string | null | undefined;
  systemKey?: string | null | undefined;
  before: DebitCredit;
  during: DebitCredit;
}

/** `accountId` and `accountCode` are null on computed rows (current year earnings, carried earnings). */
export interface StatementRow {
  accountId: string | null;
  accountCode: string | null;
  accountName: string;
  amount: Money;
}
export type StatementSection = { rows: StatementRow[]; total: Money };
export interface TrialBalanceRow extends Omit<StatementRow, 'amount'> {
  accountType: AccountType;
  debit: Money;
  credit: Money;
}
export interface TrialBalance {
  rows: TrialBalanceRow[];
  totals: { debit: Money; credit: Money };
}
export interface ProfitAndLoss {
  income: StatementSection;
  costOfSales: StatementSection;
  grossProfit: Money;
  expenses: StatementSection;
  netProfit: Money;
}
export interface BalanceSheet {
  assets: StatementSection;
  liabilities: StatementSection;
  equity: StatementSection;
  totalLiabilitiesAndEquity: Money;
}
export interface CashFlow {
  netProfit: Money;
  adjustments: StatementSection;
  operating: Money;
  investing: Money;
  financing: Money;
  netChange: Money;
  openingCash: Money;
  closingCash: Money;
}

export const CASH_SUBTYPES: readonly string[] = ['cash', 'bank', 'mobile_money'];
export const COST_OF_SALES_SUBTYPE = 'cost_of_sales';
export const RETAINED_EARNINGS_KEY = 'retained_earnings';
export const CURRENT_YEAR_EARNINGS = 'Current year earnings';
export const RETAINED_EARNINGS = 'Retained earnings';
export const INTER_BRANCH_POSTINGS = 'Inter-branch postings';
const INVESTING_SUBTYPES: readonly string[] = ['fixed_asset', 'investment', 'intangible_asset'];
const FINANCING_LIABILITY_SUBTYPES: readonly string[] = ['loan', 'long_term_liability'];

const isProfitOrLoss = (type: AccountType) => type === 'income' || type === 'expense';
const isCash = (a: AccountActivity) => a.type === 'asset' && CASH_SUBTYPES.includes(a.subtype ?? '');
/** Debit minus credit. */
const net = (dc: DebitCredit): Money => Money.of(dc.debit).minus(dc.credit);
const rowOf = (a: Omit<StatementRow, 'amount'>, amount: Money): StatementRow => ({
  accountId: a.accountId,
  accountCode: a.accountCode,
  accountName: a.accountName,
  amount,
});
const computed = (accountName: string, amount: Money) =>
  rowOf({ accountId: null, accountCode: null, accountName }, amount);

function section(rows: readonly StatementRow[]): StatementSection {
  const kept = rows.filter((r) => !r.amount.isZero());
  return { rows: kept, total: Money.sum(kept.map((r) => r.amount)) };
}

/** Profit (income minus expenses) posted on one side of the split. */
export function profitOf(accounts: readonly AccountActivity[], side: 'before' | 'during'): Money {
  return Money.sum(accounts.filter((a) => isProfitOrLoss(a.type)).map((a) => net(a[side]).neg()));
}

interface ClosingBalance extends Omit<StatementRow, 'amount'> {
  type: AccountType;
  /** Debit minus credit. */
  net: Money;
}

/**
 * Closing balance of every account: balance-sheet accounts cumulative, income and expense accounts for
 * the period only, earlier profit carried in retained earnings (see the rule above).
 */
function closingBalances(accounts: readonly AccountActivity[]): ClosingBalance[] {
  const carried = profitOf(accounts, 'before');
  const out: ClosingBalance[] = accounts.map((a) => ({
    accountId: a.accountId,
    accountCode: a.accountCode,
    accountName: a.accountName,
    type: a.type,
    net: isProfitOrLoss(a.type) ? net(a.during) : net(a.before).plus(net(a.during)),
  }));
  if (carried.isZero()) return out;
  const at = accounts.findIndex((a) => a.systemKey === RETAINED_EARNINGS_KEY && a.type === 'equity');
  const none = { accountId: null, accountCode: null, accountName: RETAINED_EARNINGS, net: Money.zero() };
  const retained = out[at] ?? { ...none, type: 'equity' };
  if (at < 0) out.push(retained);
  retained.net = retained.net.minus(carried);
  return out;
}

export function trialBalanceOf(accounts: readonly AccountActivity[]): TrialBalance {
  const rows = closingBalances(accounts)
    .filter((b) => !b.net.isZero())
    .map(({ net: n, type, ...ref }) => ({
      ...ref,
      accountType: type,
      debit: n.isPositive() ? n : Money.zero(),
      credit: n.isNegative() ? n.neg() : Money.zero(),
    }));
  const totals = { debit: Money.sum(rows.map((r) => r.debit)), credit: Money.sum(rows.map((r) => r.credit)) };
  return { rows, totals };
}

export function profitAndLossOf(accounts: readonly AccountActivity[]): ProfitAndLoss {
  const of = (keep: (a: AccountActivity) => boolean) =>
    section(
      accounts.filter(keep).map((a) => rowOf(a, a.type === 'income' ? net(a.during).neg() : net(a.during))),
    );
  const income = of((a) => a.type === 'income');
  const costOfSales = of((a) => a.type === 'expense' && a.subtype === COST_OF_SALES_SUBTYPE);
  const expenses = of((a) => a.type === 'expense' && a.subtype !== COST_OF_SALES_SUBTYPE);
  const grossProfit = income.total.minus(costOfSales.total);
  return { income, costOfSales, grossProfit, expenses, netProfit: grossProfit.minus(expenses.total) };
}

/** `accounts` split at the start of the financial year containing the balance sheet's date. */
export function balanceSheetOf(accounts: readonly AccountActivity[]): BalanceSheet {
  const balances = closingBalances(accounts);
  const rows = (type: AccountType) =>
    balances.filter((b) => b.type === type).map((b) => rowOf(b, type === 'asset' ? b.net : b.net.neg()));
  const assets = section(rows('asset'));
  const liabilities = section(rows('liability'));
  const equityRows = [
    ...section(rows('equity')).rows,
    computed(CURRENT_YEAR_EARNINGS, profitOf(accounts, 'during')),
  ];
  const equity = { rows: equityRows, total: Money.sum(equityRows.map((r) => r.amount)) };
  return { assets, liabilities, equity, totalLiabilitiesAndEquity: liabilities.total.plus(equity.total) };
}

type CashFlowClass = 'cash' | 'profit' | 'operating' | 'investing' | 'financing';

function cashFlowClass(a: AccountActivity): CashFlowClass {
  if (isProfitOrLoss(a.type)) return 'profit';
  if (isCash(a)) return 'cash';
  const subtype = a.subtype ?? '';
  if (a.type === 'asset' && INVESTING_SUBTYPES.includes(subtype)) return 'investing';
  if (a.type === 'equity' || (a.type === 'liability' && FINANCING_LIABILITY_SUBTYPES.includes(subtype))) {
    return 'financing';
  }
  return 'operating';
}

/**
 * Indirect method over the period: net profit, adjusted by the change of every non-cash operating
 * balance; investing (fixed assets) and financing (equity, loans) the same way. Cash is the accounts of
 * subtype cash, bank or mobile_money. When the scope's postings do not balance (a branch view of entries
 * spanning branches), the difference is shown as its own adjustment so that the statement reconciles.
 */
export function cashFlowOf(accounts: readonly AccountActivity[]): CashFlow {
  const inflow = (cls: CashFlowClass) =>
    accounts.filter((a) => cashFlowClass(a) === cls).map((a) => rowOf(a, net(a.during).neg()));
  const cash = accounts.filter(isCash);
  const openingCash = Money.sum(cash.map((a) => net(a.before)));
  const netChange = Money.sum(cash.map((a) => net(a.during)));
  const netProfit = profitOf(accounts, 'during');
  const investing = section(inflow('investing')).total;
  const financing = section(inflow('financing')).total;
  const rows = inflow('operating');
  const explained = netProfit.plus(section(rows).total).plus(investing).plus(financing);
  rows.push(computed(INTER_BRANCH_POSTINGS, netChange.minus(explained)));
  const adjustments = section(rows);
  return {
    netProfit,
    adjustments,
    operating: netProfit.plus(adjustments.total),
    investing,
    financing,
    netChange,
    openingCash,
    closingCash: openingCash.plus(netChange),
  };
}

/** A general-ledger account's opening balance on its normal side (zero for income and expenses). */
export function ledgerOpening(a: Pick<AccountActivity, 'type' | 'before'>): Money {
  if (isProfitOrLoss(a.type)) return Money.zero();
  return normalBalance(a.type) === 'debit' ? net(a.before) : net(a.before).neg();
}

/** Running balance after each line, on the account type's normal side. */
export function runningBalances(type: AccountType, opening: MoneyInput, lines: readonly DebitCredit[]) {
  const sign = normalBalance(type) === 'debit' ? 1 : -1;
  let balance = Money.of(opening);
  const balances = lines.map((l) => {
    balance = balance.plus(sign === 1 ? net(l) : net(l).neg());
    return balance;
  });
  return { balances, closing: balance };
}

/** First day of the financial year (starting in `startMonth`, 1-12) that contains `date` (YYYY-MM-DD). */
export function financialYearStart(date: string, startMonth: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
}
