import { creditNotesApi, customerReceiptsApi, customersApi, invoicesApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe('what settled an invoice', () => {
  it('lists its receipts (summed per receipt, voided ones marked) and the credit notes used on it', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const invoice = (date: string, unitPrice: number) =>
      api.ok(invoicesApi.create, {
        body: {
          customerId: s.customer.id,
          date,
          lines: [{ description: 'Service', unitPrice, taxCategory: 'A' }],
        },
      });
    const a = await invoice('2026-11-01', 1000);
    const b = await invoice('2026-11-02', 2000);
    type Allocations = WireOf<typeof customerReceiptsApi.create.body>['invoices'];
    const receive = (amount: number, date: string, invoices: Allocations, reference?: string) =>
      api.ok(customerReceiptsApi.create, {
        body: {
          customerId: s.customer.id,
          bankAccountId: s.bank.id,
          paymentMethod: reference ? 'mpesa' : 'cash',
          ...(reference && { reference }),
          date,
          amount,
          invoices,
        },
      });
    await receive(700, '2026-11-03', [{ invoiceId: b.id, amount: 400 }], 'QGH7K2L9XM');
    // the receipt's remaining 300 is applied later: a second allocation of RCT-0001 to B
    await api.ok(customersApi.applyCredit, {
      params: { id: s.customer.id },
      body: { date: '2026-11-04', invoices: [{ invoiceId: b.id, amount: 300 }] },
    });
    await receive(100, '2026-11-05', [{ invoiceId: b.id, amount: 100 }]);
    await api.ok(customerReceiptsApi.void, {
      params: { id: 'RCT-0002' },
      body: { reason: 'Cheque bounced' },
    });
    // A is paid, then credited in full: the credit note's 1,000 is used on B
    await receive(1000, '2026-11-06', [{ invoiceId: a.id, amount: 1000 }]);
    const cn = await api.ok(creditNotesApi.create, {
      body: { invoiceId: a.id, date: '2026-11-07', lines: [{ lineNo: 1, qty: 1 }] },
    });
    await api.ok(creditNotesApi.apply, {
      params: { id: cn.id },
      body: { date: '2026-11-08', invoices: [{ invoiceId: b.id, amount: 250 }] },
    });

    const payments = await api.call(invoicesApi.payments, { params: { id: 'INV-0002' } });
    expect(payments.status, payments.text).toBe(200);
    expect(payments.body.items).toEqual([
      {
        kind: 'receipt',
        documentId: expect.any(String),
        number: 'RCT-0001',
        date: '2026-11-03',
        method: 'mpesa',
        reference: 'QGH7K2L9XM',
        amount: 700,
        voided: false,
      },
      expect.objectContaining({ number: 'RCT-0002', amount: 100, method: 'cash', voided: true }),
      {
        kind: 'credit-note',
        documentId: cn.id,
        number: 'CN-0001',
        date: '2026-11-08',
        method: null,
        reference: null,
        amount: 250,
        voided: false,
      },
    ]);
    const b2 = await api.ok(invoicesApi.get, { params: { id: b.id } });
    expect(b2).toMatchObject({ amountPaid: 700, amountCredited: 250, outstanding: 1050 });

    // nothing yet on a new invoice; none of another company's
    const c = await invoice('2026-11-09', 50);
    expect((await api.call(invoicesApi.payments, { params: { id: c.id } })).body).toEqual({
      items: [],
    });
    const other = await sales(t);
    const foreign = await apiClient(t.app, other.token).call(invoicesApi.payments, { params: { id: b.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.error?.code).toBe('not-found');
  });
});
