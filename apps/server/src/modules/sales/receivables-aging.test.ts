import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('receivables aging as of a date', () => {
  it('shows what was owed at the end of that day: later receipts, credits and voids are not yet counted', async () => {
    const s = await sales(t);
    const invoice = (date: string, unitPrice: number) =>
      s.post('/api/invoices', {
        customerId: s.customer.id,
        date,
        lines: [{ description: 'Installation', unitPrice, taxCategory: 'B' }],
      });
    const receive = (date: string, invoiceId: string, amount: number) =>
      s.post('/api/receipts', {
        customerId: s.customer.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        date,
        amount,
        invoices: [{ invoiceId, amount }],
      });
    const a = await invoice('2026-08-01', 1000); // 1,160, due 2026-08-31 (Net 30)
    const b = await invoice('2026-10-01', 500); // 580, due 2026-10-31
    await receive('2026-09-15', a.id, 400);
    await s.post('/api/credit-notes', {
      invoiceId: b.id,
      date: '2026-10-20',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    const last = await receive('2026-11-10', a.id, 760);

    const aging = async (to: string) => {
      const res = await call(t.app, 'GET', '/api/reports/receivables-aging', {
        token: s.token,
        query: { to },
      });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    const zero = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
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

    const statement = await call(t.app, 'GET', `/api/customers/${s.customer.id}/statement`, {
      token: s.token,
      query: { from: '2026-08-01', to: '2026-10-15' },
    });
    expect(statement.body.aging).toMatchObject({ current: 580, days31to60: 760, total: 1340 });
    expect(
      statement.body.openInvoices.map((i: { invoiceNumber: string; status: string; outstanding: number }) => [
        i.invoiceNumber,
        i.status,
        i.outstanding,
      ]),
    ).toEqual([
      ['INV-0001', 'Overdue', 760],
      ['INV-0002', 'Unpaid', 580],
    ]);

    // voiding the last receipt today reopens the invoice from today on, not before
    const voided = await call(t.app, 'POST', `/api/receipts/${last.id}/void`, {
      token: s.token,
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
