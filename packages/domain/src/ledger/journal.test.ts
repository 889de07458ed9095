import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import { DEFAULT_CHART, normalBalance, SYSTEM_ACCOUNT_KEYS } from './chart-of-accounts';
import {
  checkEntry,
  InvalidJournalLineError,
  reverseLines,
  UnbalancedEntryError,
  withInterBranchLines,
} from './journal';

const line = (accountId: string, debit: number, credit: number) => ({
  accountId,
  branchId: 'b',
  debit,
  credit,
});

describe('checkEntry', () => {
  it('accepts a balanced entry and returns exact totals', () => {
    const totals = checkEntry([line('cash', 0.1, 0), line('cash', 0.2, 0), line('sales', 0, 0.3)]);
    expect(totals.debit.toFixed()).toBe('0.30');
    expect(totals.credit.toFixed()).toBe('0.30');
  });

  it('refuses unbalanced entries, two-sided, empty, negative or over-precise lines', () => {
    expect(() => checkEntry([line('a', 100, 0), line('b', 0, 99.99)])).toThrow(UnbalancedEntryError);
    expect(() => checkEntry([line('a', 100, 0), line('b', 0, 99.99)])).toThrow(
      'debits 100.00 vs credits 99.99',
    );
    expect(() => checkEntry([line('a', 100, 100), line('b', 0, 0)])).toThrow(InvalidJournalLineError);
    expect(() => checkEntry([line('a', 0, 0), line('b', 0, 0)])).toThrow(/either a debit or a credit/);
    expect(() => checkEntry([line('a', -5, 0), line('b', 0, -5)])).toThrow(/negative/);
    expect(() => checkEntry([line('a', 1.005, 0), line('b', 0, 1.005)])).toThrow(/2 decimals/);
    expect(() => checkEntry([line('a', 1, 0)])).toThrow(/two lines/);
  });

  it('property: an entry and its reversal net to zero on every account', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), cents), { minLength: 1, maxLength: 10 }),
        (debits) => {
          const total = debits.reduce((s, [, c]) => s + c, 0);
          const lines = [...debits.map(([acc, c]) => line(acc, c / 100, 0)), line('d', 0, total / 100)];
          checkEntry(lines);
          const both = [...lines, ...reverseLines(lines)];
          checkEntry(reverseLines(lines));
          for (const acc of ['a', 'b', 'c', 'd']) {
            const mine = both.filter((l) => l.accountId === acc);
            const net = Money.sum(mine.map((l) => l.debit)).minus(Money.sum(mine.map((l) => l.credit)));
            expect(net.isZero()).toBe(true);
          }
        },
      ),
    );
  });
});

const at = (branchId: string, accountId: string, debit: number, credit: number) => ({
  accountId,
  branchId,
  debit,
  credit,
});

describe('per-branch balance', () => {
  it('refuses an entry that balances in total but not within a branch, naming the branch', () => {
    const transfer = [at('mombasa', 'inventory', 9212.66, 0), at('nairobi', 'transit', 0, 9212.66)];
    expect(() => checkEntry(transfer)).toThrow(UnbalancedEntryError);
    try {
      checkEntry(transfer);
    } catch (err) {
      expect((err as UnbalancedEntryError).branchId).toBe('mombasa');
      expect((err as UnbalancedEntryError).totals.debit.toFixed()).toBe('9212.66');
    }
  });

  it('adds one inter-branch line per unbalanced branch, netting to zero over the company', () => {
    const lines = withInterBranchLines(
      [
        at('mombasa', 'inventory', 9212.66, 0),
        at('kisumu', 'inventory', 100.01, 0),
        at('nairobi', 'transit', 0, 9312.67),
      ],
      'ib',
    );
    checkEntry(lines);
    const ib = lines.filter((l) => l.accountId === 'ib');
    expect(ib).toEqual([
      expect.objectContaining({ branchId: 'mombasa', debit: 0, credit: 9212.66 }),
      expect.objectContaining({ branchId: 'kisumu', debit: 0, credit: 100.01 }),
      expect.objectContaining({ branchId: 'nairobi', debit: 9312.67, credit: 0 }),
    ]);
  });

  it('leaves a branch-balanced entry alone and an unbalanced one for checkEntry to refuse', () => {
    const balanced = [at('a', 'cash', 5, 0), at('a', 'sales', 0, 5)];
    expect(withInterBranchLines(balanced, 'ib')).toEqual(balanced);
    const wrong = [at('a', 'cash', 5, 0), at('b', 'sales', 0, 4)];
    expect(() => checkEntry(withInterBranchLines(wrong, 'ib'))).toThrow('debits 5.00 vs credits 4.00');
  });

  it('property: any entry balanced in total balances per branch after inter-branch lines', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), cents), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('a', 'b', 'c'),
        (debits, creditBranch) => {
          const total = debits.reduce((s, [, c]) => s + c, 0);
          const lines = [
            ...debits.map(([branch, c]) => at(branch, 'x', c / 100, 0)),
            at(creditBranch, 'y', 0, total / 100),
          ];
          const balanced = withInterBranchLines(lines, 'ib');
          checkEntry(balanced);
          const ib = balanced.filter((l) => l.accountId === 'ib');
          const net = Money.sum(ib.map((l) => l.debit)).minus(Money.sum(ib.map((l) => l.credit)));
          expect(net.isZero()).toBe(true);
        },
      ),
    );
  });
});

describe('default chart of accounts', () => {
  it('has unique codes and system keys, and the accounts posting rules need', () => {
    const codes = DEFAULT_CHART.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    const keys = DEFAULT_CHART.flatMap((a) => (a.systemKey ? [a.systemKey] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...SYSTEM_ACCOUNT_KEYS].sort());
    for (const key of [
      'cash',
      'bank',
      'mpesa',
      'accounts_receivable',
      'inventory',
      'stock_in_transit',
      'vat_input',
      'accounts_payable',
      'vat_output',
      'paye_payable',
      'nssf_payable',
      'shif_payable',
      'housing_levy_payable',
      'nita_payable',
      'salaries_payable',
      'opening_balance_equity',
      'sales',
      'cost_of_sales',
      'stock_adjustments',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(normalBalance('asset')).toBe('debit');
    expect(normalBalance('income')).toBe('credit');
    expect(DEFAULT_CHART.find((a) => a.systemKey === 'vat_output')?.type).toBe('liability');
  });
});
