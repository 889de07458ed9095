import { describe, expect, it } from 'vitest';
import { friendlyErrorMap } from '../../../shared/form/form-resolver';
import { areaText } from '../../../shared/i18n/area-text';
import { journalForm as journalFormIn, lineTotals } from './journal-form';

const journalForm = journalFormIn(areaText('ledger'));

const CASH = '0b7d9c1e-8a1f-4c53-9a2e-3f6f1d1a0001';
const SALES = '0b7d9c1e-8a1f-4c53-9a2e-3f6f1d1a0002';
const VAT = '0b7d9c1e-8a1f-4c53-9a2e-3f6f1d1a0003';

describe('lineTotals', () => {
  it('sums exactly and balances a cash sale', () => {
    const t = lineTotals([{ debit: 11600 }, { credit: 10000, debit: undefined }, { credit: 1600 }]);
    expect(t.debit.toFixed()).toBe('11600.00');
    expect(t.credit.toFixed()).toBe('11600.00');
    expect(t.difference.isZero()).toBe(true);
    expect(t.balanced).toBe(true);
  });

  it('keeps cents exact (0.1 + 0.2) and reports what is missing', () => {
    const t = lineTotals([{ debit: 0.1 }, { debit: 0.2 }, { credit: 0.3 }]);
    expect(t.balanced).toBe(true);
    const off = lineTotals([{ debit: 100 }, { credit: 60 }]);
    expect(off.difference.toFixed()).toBe('40.00');
    expect(off.balanced).toBe(false);
  });

  it('does not call an empty entry balanced', () => {
    expect(lineTotals([{}, {}]).balanced).toBe(false);
  });
});

describe('journalForm', () => {
  const issues = (value: unknown) =>
    Object.fromEntries(
      (journalForm.safeParse(value, { error: friendlyErrorMap }).error?.issues ?? []).map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    );

  it('accepts one side per line', () => {
    const ok = journalForm.safeParse({
      date: '2026-03-05',
      memo: 'Cash sale',
      lines: [
        { accountId: CASH, debit: 11600 },
        { accountId: SALES, credit: 10000 },
        { accountId: VAT, credit: 1600, description: 'VAT 16%' },
      ],
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.lines[1]).toMatchObject({ debit: 0, credit: 10000 });
  });

  it('asks for an account and for exactly one side', () => {
    expect(
      issues({
        date: '2026-03-05',
        lines: [{ accountId: '', debit: 5 }, { accountId: SALES, debit: 5, credit: 5 }, { accountId: VAT }],
      }),
    ).toEqual({
      'lines.0.accountId': 'Choose one',
      'lines.1.credit': 'Either a debit or a credit',
      'lines.2.debit': 'Enter a debit or a credit',
    });
  });
});
