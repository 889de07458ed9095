import { reportsApi, salesDocumentsApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { salesTablesCompany } from '../sales-reports/sales-tables.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof salesTablesCompany>>;
const PERIOD = { from: '2026-09-01', to: '2026-11-25' };
const { outstandingBalances, customerPayments, customerRetention, refundsAndCredits } = tableReportsApi;

// The company of sales-reports/sales-tables.fixture.ts.
beforeAll(async () => {
  c = await salesTablesCompany(t);
});

/** An account's debit-normal balance in the trial balance as at `to`. */
async function ledgerBalance(code: string, query: { to: string; branchId?: string }) {
  const tb = await c.api.ok(reportsApi.trialBalance, { query });
  const row = tb.rows.find((r) => r.accountCode === code);
  return Math.round(((row?.debit ?? 0) - (row?.credit ?? 0)) * 100) / 100;
}

describe('outstanding balances', () => {
  it('lists customers and suppliers with what they owe and what of it is overdue, as at a day', async () => {
    const answer = await c.api.ok(outstandingBalances, { query: { asOf: '2026-11-25' } });
    expect(answer.rows.map((r) => [r.kind, r.name, r.balance, r.overdue, r.link])).toEqual([
      [
        'Supplier',
        'Safaricom PLC',
        5800,
        0,
        expect.stringMatching(/^\/dashboard\/suppliers\/[0-9a-f-]{36}$/),
      ],
      // 1,160 (due 1 Oct) + 580 (due 14 Nov) overdue; 2,320 and the soap's 69.60 not yet due
      ['Customer', 'Nakuru Hardware Ltd', 4129.6, 1740, `/dashboard/customers/${c.customer.id}`],
      // holds 520 left on a receipt + 1,740 credited - 1,000 refunded
      ['Customer', 'Kisumu Traders', -1260, 0, `/dashboard/customers/${c.kisumu.id}`],
    ]);
    expect(answer).toMatchObject({ to: '2026-11-25', totals: { balance: 8669.6, overdue: 1740 } });
  });

  it('adds up to the receivables less customer credits, and to the payables, of the trial balance', async () => {
    for (const query of [
      { to: '2026-11-25' },
      { to: '2026-11-13' },
      { to: '2026-11-25', branchId: c.mombasa.id },
    ]) {
      const kinds = { customer: 0, supplier: 0 };
      for (const contactKind of ['customer', 'supplier'] as const) {
        const answer = await c.api.ok(outstandingBalances, {
          query: { ...query, asOf: query.to, contactKind },
        });
        expect(answer.rows.every((r) => r.kind?.toLowerCase() === contactKind)).toBe(true);
        kinds[contactKind] = answer.totals.balance ?? 0;
      }
      const receivable = await ledgerBalance('1100', query);
      const credits = await ledgerBalance('2400', query);
      expect(kinds.customer).toBe(Math.round((receivable + credits) * 100) / 100);
      const payable = await ledgerBalance('2000', query);
      expect(kinds.supplier).toBe(payable === 0 ? 0 : -payable);
    }
  });

  it("gives each customer the aging's total and its past-due buckets, as at any day and branch", async () => {
    const cents = (n: number) => Math.round(n * 100) / 100;
    for (const query of [
      { to: '2026-11-25' },
      // later receipts and credits: the as-at reading
      { to: '2026-11-13' },
      { to: '2026-10-02' },
      { to: '2026-12-15' },
      { to: '2026-11-25', branchId: c.mombasa.id },
      { to: '2026-11-25', branchId: c.customer.branchId },
    ]) {
      const aging = await c.api.ok(salesDocumentsApi.receivablesAging, { query });
      const expected = aging.rows
        .map((r) => [r.customerName, r.total, cents(r.days1to30 + r.days31to60 + r.days61to90 + r.over90)])
        .filter(([, total, overdue]) => total !== 0 || overdue !== 0);
      const answer = await c.api.ok(outstandingBalances, {
        query: { ...query, asOf: query.to, contactKind: 'customer' },
      });
      const rows = answer.rows.map((r) => [r.name, r.balance, r.overdue]);
      expect(rows.sort()).toEqual(expected.sort());
    }
  });

  it('counts a bill overdue once its due date has passed', async () => {
    const december = await c.api.ok(outstandingBalances, {
      query: { asOf: '2026-12-15', contactKind: 'supplier' },
    });
    expect(december.rows.map((r) => [r.name, r.balance, r.overdue])).toEqual([['Safaricom PLC', 5800, 5800]]);
  });
});

describe('customer payments', () => {
  it('lists the receipts of the period with their method, reference and the part applied', async () => {
    const answer = await c.api.ok(customerPayments, { query: PERIOD });
    expect(
      answer.rows.map((r) => [r.customerName, r.date, r.method, r.reference, r.amount, r.applied]),
    ).toEqual([
      // 4,000 paid 3,480 of the delivery; 520 held as credit
      ['Kisumu Traders', '2026-11-18', 'Bank transfer', 'EFT-200', 4000, 3480],
      ['Nakuru Hardware Ltd', '2026-11-12', 'Cash', null, 556.8, 556.8],
    ]);
    expect(answer.totals).toEqual({ amount: 4556.8, applied: 4036.8 });
  });

  it('takes one customer, and the branch', async () => {
    const kisumu = await c.api.ok(customerPayments, {
      query: { from: '2026-01-01', to: '2026-11-25', customerId: c.kisumu.id, sort: 'date' },
    });
    expect(kisumu.rows.map((r) => [r.date, r.reference, r.amount])).toEqual([
      ['2026-02-01', 'EFT-100', 348_000],
      ['2026-11-18', 'EFT-200', 4000],
    ]);
    const mombasa = await c.api.ok(customerPayments, { query: { ...PERIOD, branchId: c.mombasa.id } });
    expect(mombasa.rows).toEqual([]);
    const bad = await c.api.call(customerPayments, { query: { ...PERIOD, customerId: 'nobody' } });
    expect(bad.status).toBe(400);
  });
});

describe('customer retention', () => {
  it('groups customers by the month of their first invoice and shows who bought again each month after', async () => {
    const answer = await c.api.ok(customerRetention, { query: { from: '2026-01-01', to: '2026-11-25' } });
    const after = (row: Record<string, unknown>) =>
      Array.from({ length: 12 }, (_, i) => row[`month${i + 1}`]);
    expect(answer.rows.map((r) => [r.cohort, r.customers, after(r)])).toEqual([
      // Kisumu: January, then November (10 months on); December and January 2027 are not in the period
      ['2026-01', 1, [0, 0, 0, 0, 0, 0, 0, 0, 0, 100, null, null]],
      // Nakuru: September, then October and November
      ['2026-09', 1, [100, 100, ...Array(10).fill(null)]],
    ]);
    expect(answer.totals).toEqual({ customers: 2 });
    // a customer whose first invoice is before the period starts no cohort in it
    const autumn = await c.api.ok(customerRetention, { query: { from: '2026-10-01', to: '2026-11-25' } });
    expect(autumn.rows).toEqual([]);
    const mombasa = await c.api.ok(customerRetention, { query: { ...PERIOD, branchId: c.mombasa.id } });
    expect(mombasa.rows.map((r) => [r.cohort, r.customers, r.month1])).toEqual([['2026-11', 1, null]]);
  });
});

describe('refunds and credits', () => {
  it('lists credit notes and refunds of the period with their reasons, linked to the note', async () => {
    const answer = await c.api.ok(refundsAndCredits, { query: PERIOD });
    expect(answer.rows.map((r) => [r.kind, r.number, r.date, r.customerName, r.amount, r.reason])).toEqual([
      ['Refund', c.damaged.creditNoteNumber, '2026-11-23', 'Kisumu Traders', 1000, 'Damaged in transit'],
      ['Credit note', c.damaged.creditNoteNumber, '2026-11-22', 'Kisumu Traders', 1740, 'Damaged in transit'],
      ['Credit note', expect.any(String), '2026-11-21', 'Nakuru Hardware Ltd', 69.6, null],
      ['Credit note', c.returned.creditNoteNumber, '2026-11-16', 'Kisumu Traders', 69.6, 'Returned unopened'],
    ]);
    expect(answer.rows[0]?.link).toBe(`/dashboard/credit-refunds?search=${c.damaged.creditNoteNumber}`);
    expect(answer.totals).toEqual({ amount: 2879.2 });
    const late = await c.api.ok(refundsAndCredits, { query: { from: '2026-11-23', to: '2026-11-25' } });
    expect(late.rows.map((r) => r.kind)).toEqual(['Refund']);
    const csv = await c.api.call(refundsAndCredits, { query: { ...PERIOD, format: 'csv' } });
    expect(csv.text.trim().split(/\r?\n/)[0]).toBe('Kind,Number,Date,Customer,Amount,Reason');
  });
});
