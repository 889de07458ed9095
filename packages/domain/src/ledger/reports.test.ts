import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import { DEFAULT_CHART } from './chart-of-accounts';
import {
  type AccountActivity,
  balanceSheetOf,
  CURRENT_YEAR_EARNINGS,
  cashFlowOf,
  financialYearStart,
  INTER_BRANCH_POSTINGS,
  ledgerOpening,
  profitAndLossOf,
  RETAINED_EARNINGS,
  runningBalances,
  trialBalanceOf,
} from './reports';

type Line = { account: string; debit: number; credit: number };
type Entry = { date: string; lines: Line[] };

const keyOf = (a: (typeof DEFAULT_CHART)[number]) => a.systemKey ?? a.code;

/** What the repository reads from the balances table: per account, totals before `split` and up to `to`. */
function activity(entries: Entry[], split: string, to: string, chart = DEFAULT_CHART): AccountActivity[] {
  return chart.map((a) => {
    const sides = {
      before: { debit: Money.zero(), credit: Money.zero() },
      during: { debit: Money.zero(), credit: Money.zero() },
    };
    for (const e of entries) {
      if (e.date > to) continue;
      const side = e.date < split ? sides.before : sides.during;
      for (const l of e.lines.filter((x) => x.account === keyOf(a))) {
        side.debit = side.debit.plus(l.debit);
        side.credit = side.credit.plus(l.credit);
      }
    }
    return {
      accountId: keyOf(a),
      accountCode: a.code,
      accountName: a.name,
      type: a.type,
      subtype: a.subtype,
      systemKey: a.systemKey,
      ...sides,
    };
  });
}

const dr = (account: string, amount: number): Line => ({ account, debit: amount, credit: 0 });
const cr = (account: string, amount: number): Line => ({ account, debit: 0, credit: amount });

const BOOKS: Entry[] = [
  { date: '2025-12-20', lines: [dr('mpesa', 1000), cr('sales', 1000)] },
  { date: '2026-01-05', lines: [dr('bank', 100000), cr('capital', 100000)] },
  {
    date: '2026-02-01',
    lines: [dr('inventory', 20000), dr('vat_input', 3200), cr('accounts_payable', 23200)],
  },
  { date: '2026-02-10', lines: [dr('cash', 11600), cr('sales', 10000), cr('vat_output', 1600)] },
  { date: '2026-02-10', lines: [dr('cost_of_sales', 6000), cr('inventory', 6000)] },
  { date: '2026-03-01', lines: [dr('6100', 5000), cr('bank', 5000)] },
];
const n = (m: Money) => m.toNumber();

describe('statements from the same books', () => {
  const year = activity(BOOKS, '2026-01-01', '2026-12-31');

  it('trial balance: closing balances, prior profit carried in retained earnings, equal totals', () => {
    const tb = trialBalanceOf(year);
    expect(tb.rows.map((r) => [r.accountCode, r.accountType, n(r.debit), n(r.credit)])).toEqual([
      ['1000', 'asset', 11600, 0],
      ['1010', 'asset', 95000, 0],
      ['1020', 'asset', 1000, 0],
      ['1200', 'asset', 14000, 0],
      ['1300', 'asset', 3200, 0],
      ['2000', 'liability', 0, 23200],
      ['2100', 'liability', 0, 1600],
      ['3000', 'equity', 0, 100000],
      ['3100', 'equity', 0, 1000],
      ['4000', 'income', 0, 10000],
      ['5000', 'expense', 6000, 0],
      ['6100', 'expense', 5000, 0],
    ]);
    expect([n(tb.totals.debit), n(tb.totals.credit)]).toEqual([135800, 135800]);
  });

  it('profit and loss: income, cost of sales, gross profit, expenses, net profit', () => {
    const pl = profitAndLossOf(year);
    expect(pl.income.rows.map((r) => [r.accountName, n(r.amount)])).toEqual([['Sales', 10000]]);
    expect([n(pl.income.total), n(pl.costOfSales.total), n(pl.grossProfit)]).toEqual([10000, 6000, 4000]);
    expect([n(pl.expenses.total), n(pl.netProfit)]).toEqual([5000, -1000]);
    expect(pl.expenses.rows[0]).toMatchObject({ accountCode: '6100', accountName: 'Rent' });
  });

  it('balance sheet: balances with retained earnings and current year earnings', () => {
    const bs = balanceSheetOf(year);
    expect([n(bs.assets.total), n(bs.liabilities.total), n(bs.equity.total)]).toEqual([
      124800, 24800, 100000,
    ]);
    expect(bs.equity.rows.map((r) => [r.accountId, r.accountName, n(r.amount)])).toEqual([
      ['capital', "Owner's Capital", 100000],
      ['retained_earnings', 'Retained Earnings', 1000],
      [null, CURRENT_YEAR_EARNINGS, -1000],
    ]);
    expect(n(bs.totalLiabilitiesAndEquity)).toBe(124800);
  });

  it('balance sheet without a retained earnings account shows the carried profit as a computed row', () => {
    const chart = DEFAULT_CHART.filter((a) => a.systemKey !== 'retained_earnings');
    const bs = balanceSheetOf(activity(BOOKS, '2026-01-01', '2026-12-31', chart));
    expect(bs.equity.rows.find((r) => r.accountName === RETAINED_EARNINGS)).toMatchObject({
      accountId: null,
    });
    expect(bs.totalLiabilitiesAndEquity.eq(bs.assets.total)).toBe(true);
    const tb = trialBalanceOf(activity(BOOKS, '2026-01-01', '2026-12-31', chart));
    const carried = tb.rows.find((r) => r.accountName === RETAINED_EARNINGS)!;
    expect(Object.keys(carried)).toEqual([
      'accountId',
      'accountCode',
      'accountName',
      'accountType',
      'debit',
      'credit',
    ]);
    expect([carried.accountId, carried.accountType, n(carried.credit)]).toEqual([null, 'equity', 1000]);
  });

  it('cash flow: indirect method reconciles to the change in cash, bank and M-Pesa', () => {
    const cf = cashFlowOf(year);
    expect(cf.adjustments.rows.map((r) => [r.accountCode, n(r.amount)])).toEqual([
      ['1200', -14000],
      ['1300', -3200],
      ['2000', 23200],
      ['2100', 1600],
    ]);
    expect([n(cf.netProfit), n(cf.adjustments.total), n(cf.operating)]).toEqual([-1000, 7600, 6600]);
    expect([n(cf.investing), n(cf.financing), n(cf.netChange)]).toEqual([0, 100000, 106600]);
    expect([n(cf.openingCash), n(cf.closingCash)]).toEqual([1000, 107600]);
  });

  it('cash flow of a one-sided (branch) view reconciles through an inter-branch row', () => {
    const cf = cashFlowOf(
      activity([{ date: '2026-01-02', lines: [dr('cash', 500)] }], '2026-01-01', '2026-12-31'),
    );
    expect(cf.adjustments.rows).toEqual([expect.objectContaining({ accountName: INTER_BRANCH_POSTINGS })]);
    expect([n(cf.operating), n(cf.netChange), n(cf.closingCash)]).toEqual([500, 500, 500]);
  });

  it('general ledger: opening on the normal side, running balances, income starting at zero', () => {
    const bank = year.find((a) => a.accountId === 'bank')!;
    expect(
      n(ledgerOpening(activity(BOOKS, '2026-03-01', '2026-12-31').find((a) => a.accountId === 'bank')!)),
    ).toBe(100000);
    expect(n(ledgerOpening({ ...bank, type: 'income' }))).toBe(0);
    const run = runningBalances('liability', 100, [
      { debit: 0, credit: 50.1 },
      { debit: 20.05, credit: 0 },
    ]);
    expect(run.balances.map(n)).toEqual([150.1, 130.05]);
    expect(n(run.closing)).toBe(130.05);
  });

  it('financial year start', () => {
    expect(financialYearStart('2026-03-15', 1)).toBe('2026-01-01');
    expect(financialYearStart('2026-03-15', 7)).toBe('2025-07-01');
    expect(financialYearStart('2026-07-01', 7)).toBe('2026-07-01');
    expect(financialYearStart('2026-06-30', 7)).toBe('2025-07-01');
  });
});

const KEYS = DEFAULT_CHART.map(keyOf);
const day = fc
  .integer({ min: 0, max: 729 })
  .map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10));
const entry = fc
  .tuple(
    day,
    fc.array(
      fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...KEYS), fc.integer({ min: 1, max: 99_999_999 })),
      { minLength: 1, maxLength: 4 },
    ),
  )
  .map(
    ([date, pairs]): Entry => ({
      date,
      lines: pairs.flatMap(([d, c, cents]) => [dr(d, cents / 100), cr(c, cents / 100)]),
    }),
  );
const books = fc.array(entry, { minLength: 0, maxLength: 25 });

describe('properties over any balanced books', () => {
  it('the trial balance totals are equal, whatever the period', () => {
    fc.assert(
      fc.property(books, day, day, (entries, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const tb = trialBalanceOf(activity(entries, from, to));
        expect(tb.totals.debit.eq(tb.totals.credit)).toBe(true);
      }),
    );
  });

  it('the balance sheet balances and its current year earnings equal the year-to-date profit', () => {
    fc.assert(
      fc.property(books, day, fc.integer({ min: 1, max: 12 }), (entries, to, month) => {
        const fy = financialYearStart(to, month);
        const bs = balanceSheetOf(activity(entries, fy, to));
        expect(bs.assets.total.eq(bs.totalLiabilitiesAndEquity)).toBe(true);
        const current = bs.equity.rows.find((r) => r.accountName === CURRENT_YEAR_EARNINGS)!;
        expect(current.amount.eq(profitAndLossOf(activity(entries, fy, to)).netProfit)).toBe(true);
      }),
    );
  });

  it('the cash flow reconciles: sections sum to the change in cash, closing minus opening', () => {
    fc.assert(
      fc.property(books, day, day, (entries, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const cf = cashFlowOf(activity(entries, from, to));
        expect(cf.operating.plus(cf.investing).plus(cf.financing).eq(cf.netChange)).toBe(true);
        expect(cf.closingCash.minus(cf.openingCash).eq(cf.netChange)).toBe(true);
        expect(cf.adjustments.rows.some((r) => r.accountName === INTER_BRANCH_POSTINGS)).toBe(false);
      }),
    );
  });
});
