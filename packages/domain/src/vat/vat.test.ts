import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import {
  formatVatPeriod,
  isVatPeriod,
  kenyanPublicHolidays,
  shiftVatPeriod,
  vatDueDate,
  vatMonthName,
  vatPeriodRange,
} from './vat-period';
import { vatTotals } from './vat-summary';
import { type VatScheduleRow, vat3Schedules } from './vat3-schedules';

describe('VAT periods', () => {
  it('are calendar months with their first and last day', () => {
    expect(vatPeriodRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(vatPeriodRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(vatPeriodRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(shiftVatPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftVatPeriod('2026-01', -1)).toBe('2025-12');
    expect(formatVatPeriod('2026-10')).toBe('Oct 2026');
    expect(vatMonthName('2026-10')).toBe('October 2026');
    expect(vatMonthName('2027-01')).toBe('January 2027');
    expect(['2026-10', '2026-13', '2026-1', '26-10'].map(isVatPeriod)).toEqual([true, false, false, false]);
  });

  it('are due on the 20th of the next month, or the working day before', () => {
    expect(vatDueDate('2026-10')).toBe('2026-11-20'); // a Friday
    expect(vatDueDate('2026-06')).toBe('2026-07-20'); // a Monday
    expect(vatDueDate('2026-05')).toBe('2026-06-19'); // Saturday 20th -> Friday
    expect(vatDueDate('2026-11')).toBe('2026-12-18'); // Sunday 20th -> Friday
    expect(vatDueDate('2026-09')).toBe('2026-10-19'); // Tuesday 20th is Mashujaa Day -> Monday
    // 20 Apr 2025 is Easter Sunday; Saturday, then Good Friday (18th): Thursday the 17th
    expect(vatDueDate('2025-03')).toBe('2025-04-17');
  });

  it('knows the dated public holidays, kept on Monday when they fall on a Sunday', () => {
    const h2026 = kenyanPublicHolidays(2026);
    for (const d of [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-06-01',
      '2026-10-20',
      '2026-12-25',
    ]) {
      expect(h2026.has(d), d).toBe(true);
    }
    expect(h2026.has('2026-04-05')).toBe(false); // Easter Sunday is a Sunday anyway
    // Mashujaa Day 2024 was a Sunday: Monday 21 Oct was a holiday too
    expect(kenyanPublicHolidays(2024).has('2024-10-21')).toBe(true);
  });
});

describe('VAT totals', () => {
  it('add sales and purchases per category; a credit note reduces both sales and output VAT', () => {
    const t = vatTotals([
      { side: 'sales', category: 'B', taxable: Money.of(1000), vat: Money.of(160) },
      { side: 'sales', category: 'B', taxable: Money.of(-250), vat: Money.of(-40) },
      { side: 'sales', category: 'A', taxable: Money.of(500), vat: Money.zero() },
      { side: 'sales', category: 'E', taxable: Money.of(200), vat: Money.of(16) },
      { side: 'purchases', category: 'B', taxable: Money.of(600), vat: Money.of(96) },
      { side: 'purchases', category: 'C', taxable: Money.of(300), vat: Money.zero() },
    ]);
    expect(t.totalSales.toNumber()).toBe(1450);
    expect(t.outputVat.toNumber()).toBe(136);
    expect(t.totalPurchases.toNumber()).toBe(900);
    expect(t.inputVat.toNumber()).toBe(96);
    expect(t.netVat.toNumber()).toBe(40);
    expect(t.byCategory.B.sales.toNumber()).toBe(750);
    expect(t.byCategory.E.outputVat.toNumber()).toBe(16);
    expect(t.byCategory.C.purchases.toNumber()).toBe(300);
    expect(vatTotals([]).netVat.toNumber()).toBe(0);
  });
});

describe('VAT3 schedules', () => {
  const row = (over: Partial<VatScheduleRow>): VatScheduleRow => ({
    number: 'INV-0001',
    date: '2026-10-05',
    partyName: 'Kilimani Grocers',
    partyPin: 'P051234567X',
    description: 'Maize flour 2kg',
    category: 'B',
    amount: 1000,
    vat: 160,
    relatedNumber: null,
    relatedDate: null,
    ...over,
  });

  it('put each line in its schedule with KRA dates; credit notes name their invoice; purchases of every VAT category', () => {
    const files = vat3Schedules(
      [
        row({}),
        row({ number: 'INV-0002', partyPin: null, partyName: 'Walk-in', amount: 500, vat: 80 }),
        row({ number: 'INV-0003', category: 'A', amount: 300, vat: 0, description: 'Bread' }),
        row({ number: 'INV-0004', category: 'C', amount: 200, vat: 0 }),
        row({ number: 'INV-0005', category: 'D', amount: 50, vat: 0 }),
        row({
          number: 'CN-0001',
          amount: -250,
          vat: -40,
          relatedNumber: 'INV-0001',
          relatedDate: '2026-10-05',
        }),
      ],
      [
        row({ number: 'S-889', partyName: 'Mombasa Millers', partyPin: 'P000111222Q', amount: 600, vat: 96 }),
        row({ number: 'S-890', category: 'A', amount: 100, vat: 0 }),
        row({ number: 'S-891', category: 'C', amount: 70, vat: 0 }),
        row({ number: 'S-892', category: 'D', amount: 30, vat: 0 }),
      ],
    );
    const lines = (name: keyof typeof files) => files[name].trimEnd().split('\r\n');
    expect(lines('sales-registered-buyers.csv').slice(1)).toEqual([
      'P051234567X,Kilimani Grocers,,05/10/2026,INV-0001,Maize flour 2kg,1000.00,160.00,,',
      'P051234567X,Kilimani Grocers,,05/10/2026,CN-0001,Maize flour 2kg,-250.00,-40.00,INV-0001,05/10/2026',
    ]);
    expect(lines('sales-other-buyers.csv').slice(1)).toEqual([
      ',Walk-in,,05/10/2026,INV-0002,Maize flour 2kg,500.00,80.00,,',
    ]);
    expect(lines('sales-exempt.csv').slice(1)).toEqual([
      'P051234567X,Kilimani Grocers,,05/10/2026,INV-0003,Bread,300.00',
    ]);
    expect(lines('sales-zero-rated.csv')).toHaveLength(2);
    expect(lines('purchases.csv').slice(1)).toEqual([
      'Local,P000111222Q,Mombasa Millers,05/10/2026,S-889,Maize flour 2kg,,600.00,96.00,,',
      // exempt and zero-rated purchases too, with no VAT; non-VAT (D) ones are outside the return
      'Local,P051234567X,Kilimani Grocers,05/10/2026,S-890,Maize flour 2kg,,100.00,0.00,,',
      'Local,P051234567X,Kilimani Grocers,05/10/2026,S-891,Maize flour 2kg,,70.00,0.00,,',
    ]);
    expect(lines('purchases.csv')[0]).toContain('Type of Purchase,PIN of Supplier');
  });
});
