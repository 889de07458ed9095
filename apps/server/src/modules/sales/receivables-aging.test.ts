import {
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  reportsApi,
  salesDocumentsApi,
  type WireOf,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

const invoiceOf = (token: string, body: WireOf<typeof invoicesApi.create.body>) =>
  apiClient(t.app, token).ok(invoicesApi.create, { body });

type Allocations = WireOf<typeof customerReceiptsApi.create.body>['invoices'];

describe('receivables aging as of a date', () => {
  it('shows what was owed at the end of that day: later receipts, credits and voids are not yet counted', async () => {
    const s = await sales(t);
    const invoice = (date: string, unitPrice: number) =>
      invoiceOf(s.token, {
        customerId: s.customer.id,
        date,
        lines: [{ description: 'Installation', unitPrice, taxCategory: 'B' }],
      });
    const receive = (date: string, invoiceId: string, amount: number) =>
      s.api.ok(customerReceiptsApi.create, {
        body: {
          customerId: s.customer.id,
          bankAccountId: s.bank.id,
          paymentMethod: 'cash',
          date,
          amount,
          invoices: [{ invoiceId, amount }],
        },
      });
    const a = await invoice('2026-08-01', 1000); // 1,160, due 2026-08-31 (Net 30)
    const b = await invoice('2026-10-01', 500); // 580, due 2026-10-31
    await receive('2026-09-15', a.id, 400);
    await s.api.ok(creditNotesApi.create, {
      body: { invoiceId: b.id, date: '2026-10-20', lines: [{ lineNo: 1, qty: 1 }] },
    });
    const last = await receive('2026-11-10', a.id, 760);

    const aging = async (to: string) => {
      const res = await apiClient(t.app, s.token).call(salesDocumentsApi.receivablesAging, { query: { to } });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    const zero = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, unappliedCredit: 0 };
    expect((await aging('2026-09-10')).totals).toEqual({ ...zero, days1to30: 1160, total: 1160 });
    expect((await aging('2026-10-15')).totals).toEqual({
      ...zero,
      current: 580,
      days31to60: 760,
      total: 1340,
    });
    expect((await aging('2026-10-25')).totals).toEqual({ ...zero, days31to60: 760, total: 760 });
    const settled = await aging('2026-11-15');
    expect(settled.rows).toEqual([]);
    expect(settled.totals.total).toBe(0);

    const statement = await s.api.ok(customersApi.statement, {
      params: { id: s.customer.id },
      query: { from: '2026-08-01', to: '2026-10-15' },
    });
    expect(statement.aging).toMatchObject({ current: 580, days31to60: 760, total: 1340 });
    expect(statement.openInvoices.map((i) => [i.invoiceNumber, i.status, i.outstanding])).toEqual([
      ['INV-0001', 'Overdue', 760],
      ['INV-0002', 'Unpaid', 580],
    ]);

    // voiding the last receipt today reopens the invoice from today on, not before
    const voided = await s.api.call(customerReceiptsApi.void, {
      params: { id: last.id },
      body: { reason: 'Cheque bounced' },
    });
    expect(voided.status, voided.text).toBe(200);
    expect((await aging('2026-11-15')).totals.total).toBe(0);
    const now = await aging(todayIn());
    expect(now.totals.total).toBe(760);
    expect(now.rows).toEqual([expect.objectContaining({ customerId: s.customer.id, total: 760 })]);
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});

describe('receivables aging with customer credit', () => {
  it('shows unapplied credit as a negative column in the total; the totals equal receivables less customer credits', async () => {
    const s = await sales(t);
    const other = await s.api.ok(customersApi.create, {
      body: { name: 'Amani Stores', paymentTerms: 'net_30' },
    });
    const a = await invoiceOf(s.token, {
      customerId: s.customer.id,
      date: '2026-09-01',
      lines: [{ description: 'Installation', unitPrice: 1000, taxCategory: 'B' }],
    }); // 1,160, due 2026-10-01
    await invoiceOf(s.token, {
      customerId: s.customer.id,
      date: '2026-10-20',
      lines: [{ description: 'Service', unitPrice: 500, taxCategory: 'A' }],
    }); // 500, due 2026-11-19
    const receive = (customerId: string, date: string, amount: number, invoices: Allocations) =>
      s.api.ok(customerReceiptsApi.create, {
        body: { customerId, bankAccountId: s.bank.id, paymentMethod: 'cash', date, amount, invoices },
      });
    await receive(s.customer.id, '2026-10-05', 1500, [{ invoiceId: a.id, amount: 1160 }]); // 340 held
    await receive(other.id, '2026-10-10', 200, []); // all 200 held
    // Amani's credit note on an invoice they paid: all of it held, then 50 refunded
    const c = await invoiceOf(s.token, {
      customerId: other.id,
      date: '2026-10-12',
      lines: [{ description: 'Delivery', unitPrice: 300, taxCategory: 'A' }],
    });
    await receive(other.id, '2026-10-12', 300, [{ invoiceId: c.id, amount: 300 }]);
    const note = await s.api.ok(creditNotesApi.create, {
      body: { invoiceId: c.id, date: '2026-10-15', lines: [{ lineNo: 1, qty: 1 }] },
    });
    await s.api.ok(creditNotesApi.refund, {
      params: { id: note.id },
      body: { amount: 50, date: '2026-10-16', bankAccountId: s.bank.id, method: 'cash' },
    });

    const aging = async (to: string) =>
      apiClient(t.app, s.token).ok(salesDocumentsApi.receivablesAging, { query: { to } });
    const zero = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
    const end = await aging('2026-10-31');
    expect(end.rows).toEqual([
      { customerId: other.id, customerName: 'Amani Stores', ...zero, unappliedCredit: -450, total: -450 },
      {
        customerId: s.customer.id,
        customerName: 'Nakuru Hardware Ltd',
        ...zero,
        current: 500,
        unappliedCredit: -340,
        total: 160,
      },
    ]);
    expect(end.totals).toEqual({ ...zero, current: 500, unappliedCredit: -790, total: -290 });
    // before the refund and the credit note: Amani held only the 200
    const earlier = await aging('2026-10-11');
    expect(earlier.totals).toEqual({ ...zero, current: 0, unappliedCredit: -540, total: -540 });

    // the ledger as at each day: receivables (1100, debit) less customer credits (2400, credit)
    for (const [to, body] of [
      ['2026-10-31', end],
      ['2026-10-11', earlier],
    ] as const) {
      const tb = await s.api.ok(reportsApi.trialBalance, { query: { from: '2026-01-01', to } });
      const row = (code: string) => tb.rows.find((r) => r.accountCode === code) ?? { debit: 0, credit: 0 };
      const receivables = row('1100').debit - row('1100').credit;
      const credits = row('2400').credit - row('2400').debit;
      expect(Math.round((receivables - credits) * 100) / 100, to).toBe(body.totals.total);
    }
    // a statement over the widest range there is: nothing before it, everything in it
    const widest = await s.api.call(customersApi.statement, {
      params: { id: other.id },
      query: { from: '0001-01-01', to: '2026-10-31' },
    });
    expect(widest.status, widest.text).toBe(200);
    expect(widest.body).toMatchObject({ openingBalance: 0, closingBalance: -450 });
    await expectReceivablesTieOut(t.database.db, s.companyId);
  });
});
