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
import { withholdingVat, withholdingVatDueDate } from './withholding-vat';

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
    // VAT customers withheld (certificates received) offsets what is due
    const offset = vatTotals(
      [{ side: 'sales', category: 'B', taxable: Money.of(10000), vat: Money.of(1600) }],
      [200, '50.00'],
    );
    expect(offset.withholdingCredits.toNumber()).toBe(250);
    expect(offset.netVat.toNumber()).toBe(1350);
  });
});

describe('withholding VAT', () => {
  it('is 2% of the taxable value, due the fifth working day after the payment', () => {
    expect(withholdingVat(10000).toNumber()).toBe(200);
    expect(withholdingVat('1234.25').toNumber()).toBe(24.69); // 24.685 half-up
    expect(withholdingVatDueDate('2026-11-25')).toBe('2026-12-02'); // Wed -> Wed, weekend skipped
    // Thu 10 Dec: Fri 11, (Jamhuri Sat 12), Mon 14, Tue 15, Wed 16, Thu 17
    expect(withholdingVatDueDate('2026-12-10')).toBe('2026-12-17');
    // Tue 22 Dec: Wed 23, Thu 24, (Christmas Fri 25, Boxing Day Sat 26, Sun 27), Mon 28, Tue 29, Wed 30
    expect(withholdingVatDueDate('2026-12-22')).toBe('2026-12-30');
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

  it('put each line in its section and rate with KRA dates; credit notes name their invoice', () => {
    const files = vat3Schedules(
      [
        row({}),
        row({ number: 'INV-0002', partyPin: null, partyName: 'Walk-in', amount: 500, vat: 80 }),
        row({ number: 'INV-0003', category: 'A', amount: 300, vat: 0, description: 'Bread' }),
        row({ number: 'INV-0004', category: 'C', amount: 200, vat: 0 }),
        row({ number: 'INV-0005', category: 'D', amount: 50, vat: 0 }),
        row({ number: 'INV-0006', category: 'E', amount: 1000, vat: 80, description: 'Diesel' }),
        row({
          number: 'INV-0007',
          partyPin: null,
          partyName: 'Walk-in',
          category: 'E',
          amount: 200,
          vat: 16,
        }),
        row({
          number: 'CN-0001',
          date: '2026-10-20',
          amount: -250,
          vat: -40,
          relatedNumber: 'INV-0001',
          relatedDate: '2026-10-05',
        }),
        row({
          number: 'CN-0002',
          partyPin: null,
          partyName: 'Walk-in',
          amount: -100,
          vat: -16,
          relatedNumber: 'INV-0002',
          relatedDate: '2026-10-05',
        }),
      ],
      [
        row({
          number: 'S-889',
          partyName: 'Mombasa Millers',
          partyPin: 'P000111222Q',
          amount: 600,
          vat: 96,
          date: '2026-10-15',
          partyDocumentDate: '2026-10-12',
        }),
        row({ number: 'S-890', category: 'A', amount: 100, vat: 0 }),
        row({ number: 'S-891', category: 'C', amount: 70, vat: 0 }),
        row({ number: 'S-892', category: 'D', amount: 30, vat: 0 }),
        row({ number: 'S-893', category: 'E', amount: 400, vat: 32 }),
      ],
      [
        {
          withholderPin: 'P051234567X',
          withholderName: 'Kilimani Grocers',
          certificateNumber: 'KRAWHT0012345',
          certificateDate: '2026-10-22',
          invoiceNumber: 'INV-0001',
          invoiceDate: '2026-10-05',
          amount: 20,
        },
      ],
    );
    const lines = (name: keyof typeof files) => files[name].trimEnd().split('\r\n');
    expect(Object.keys(files)).toEqual([
      'sales-registered-16.csv',
      'sales-registered-8.csv',
      'sales-non-registered-16.csv',
      'sales-non-registered-8.csv',
      'sales-zero-rated.csv',
      'sales-exempt.csv',
      'purchases-16.csv',
      'purchases-8.csv',
      'purchases-zero-rated.csv',
      'purchases-exempt.csv',
      'withholding-vat-credits.csv',
    ]);
    expect(lines('sales-registered-16.csv')).toEqual([
      'PIN of Purchaser,Name of Purchaser,ETR Serial Number,Invoice Date,Invoice Number,Description of Goods / Services,Taxable Value (Ksh),Amount of VAT (Ksh),Relevant Invoice Number,Relevant Invoice Date',
      'P051234567X,Kilimani Grocers,,05/10/2026,INV-0001,Maize flour 2kg,1000.00,160.00,,',
      'P051234567X,Kilimani Grocers,,20/10/2026,CN-0001,Maize flour 2kg,-250.00,-40.00,INV-0001,05/10/2026',
    ]);
    expect(lines('sales-registered-8.csv').slice(1)).toEqual([
      'P051234567X,Kilimani Grocers,,05/10/2026,INV-0006,Diesel,1000.00,80.00,,',
    ]);
    // non-registered buyers: one total per rate, credit notes netted in
    expect(lines('sales-non-registered-16.csv')).toEqual([
      'Taxable Value (Ksh),Amount of VAT (Ksh)',
      '400.00,64.00',
    ]);
    expect(lines('sales-non-registered-8.csv')).toEqual([
      'Taxable Value (Ksh),Amount of VAT (Ksh)',
      '200.00,16.00',
    ]);
    expect(lines('sales-exempt.csv')).toEqual([
      'PIN of Purchaser,Name of Purchaser,ETR Serial Number,Invoice Date,Invoice Number,Description of Goods / Services,Sales Value (Ksh)',
      'P051234567X,Kilimani Grocers,,05/10/2026,INV-0003,Bread,300.00',
    ]);
    expect(lines('sales-zero-rated.csv').slice(1)).toEqual([
      'P051234567X,Kilimani Grocers,,05/10/2026,INV-0004,Maize flour 2kg,200.00',
    ]);
    // the supplier's own invoice number and date; non-VAT (D) purchases are outside the return
    expect(lines('purchases-16.csv')).toEqual([
      'Type of Purchase,PIN of Supplier,Name of Supplier,Invoice Date,Invoice Number,Description of Goods / Services,Custom Entry Number,Taxable Value (Ksh),Amount of VAT (Ksh),Relevant Invoice Number,Relevant Invoice Date',
      'Local,P000111222Q,Mombasa Millers,12/10/2026,S-889,Maize flour 2kg,,600.00,96.00,,',
    ]);
    expect(lines('purchases-8.csv').slice(1)).toEqual([
      'Local,P051234567X,Kilimani Grocers,05/10/2026,S-893,Maize flour 2kg,,400.00,32.00,,',
    ]);
    expect(lines('purchases-exempt.csv').slice(1)).toEqual([
      'Local,P051234567X,Kilimani Grocers,05/10/2026,S-890,Maize flour 2kg,,100.00,0.00,,',
    ]);
    expect(lines('purchases-zero-rated.csv').slice(1)).toEqual([
      'Local,P051234567X,Kilimani Grocers,05/10/2026,S-891,Maize flour 2kg,,70.00,0.00,,',
    ]);
    expect(lines('withholding-vat-credits.csv')).toEqual([
      'PIN of Withholder,Name of Withholder,Invoice Number,Invoice Date,VAT Withholding Certificate Number,VAT Withholding Certificate Date,VAT Withheld Amount (Ksh)',
      'P051234567X,Kilimani Grocers,INV-0001,05/10/2026,KRAWHT0012345,22/10/2026,20.00',
    ]);
  });

  it('write an empty month as headers, and zero totals for non-registered buyers', () => {
    const files = vat3Schedules([], []);
    expect(files['sales-registered-16.csv'].trimEnd().split('\r\n')).toHaveLength(1);
    expect(files['sales-non-registered-16.csv'].trimEnd().split('\r\n')[1]).toBe('0.00,0.00');
    expect(files['withholding-vat-credits.csv'].trimEnd().split('\r\n')).toHaveLength(1);
  });
});
