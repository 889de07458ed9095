import {
  bankAccountsApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('customer receipts', () => {
  it('allocates to invoices, keeps the remainder as credit, refuses over-allocation and bad M-Pesa codes', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const invoice = (unitPrice: number) =>
      api.ok(invoicesApi.create, {
        body: {
          customerId: s.customer.id,
          date: '2026-11-15',
          lines: [{ description: 'Installation', unitPrice, taxCategory: 'B' }],
        },
      });
    const a = await invoice(1000);
    const b = await invoice(500);
    expect([a.total, b.total]).toEqual([1160, 580]);
    type ReceiptBody = WireOf<typeof customerReceiptsApi.create.body>;
    const receive = (body: Partial<ReceiptBody> & Pick<ReceiptBody, 'amount'>) =>
      api.call(customerReceiptsApi.create, {
        body: {
          customerId: s.customer.id,
          bankAccountId: s.bank.id,
          paymentMethod: 'mpesa',
          reference: 'QGH7K2L9XM',
          date: '2026-11-20',
          ...body,
        },
      });
    const tooMuch = await receive({ amount: 700, invoices: [{ invoiceId: b.id, amount: 600 }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.error?.code).toBe('allocation-exceeds-outstanding');
    const badCode = await receive({ amount: 100, reference: 'nope', invoices: [] });
    expect(badCode.status).toBe(400);
    expect((badCode.error?.details?.fields as Record<string, unknown> | undefined)?.reference).toBeTruthy();
    const overAllocated = await receive({ amount: 100, invoices: [{ invoiceId: a.id, amount: 200 }] });
    expect(overAllocated.status).toBe(400);

    const first = await receive({
      amount: 1500,
      invoices: [
        { invoiceId: 'INV-0001', amount: 1000 },
        { invoiceId: b.id, amount: 100 },
      ],
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ receiptNumber: 'RCT-0001', amount: 1500, unallocated: 400 });
    expect(first.body.invoices).toEqual([
      { invoiceId: a.id, invoiceNumber: 'INV-0001', amount: 1000 },
      { invoiceId: b.id, invoiceNumber: 'INV-0002', amount: 100 },
    ]);
    const get = (id: string) => api.ok(invoicesApi.get, { params: { id } });
    expect(await get(a.id)).toMatchObject({ status: 'PaidPartially', amountPaid: 1000, outstanding: 160 });
    expect(await get(b.id)).toMatchObject({ status: 'PaidPartially', amountPaid: 100, outstanding: 480 });
    // The customer owes 160 + 480 and holds 400 of credit.
    const customer = await api.ok(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.balance).toBe(240);

    const apply = (invoices: WireOf<typeof customersApi.applyCredit.body>['invoices']) =>
      api.call(customersApi.applyCredit, {
        params: { id: s.customer.id },
        body: { date: '2026-11-21', invoices },
      });
    const short = await apply([{ invoiceId: b.id, amount: 450 }]);
    expect(short.status).toBe(422);
    expect(short.error?.code).toBe('insufficient-credit');
    const applied = await apply([{ invoiceId: a.id, amount: 160 }]);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.balance).toBe(240);
    expect(await get(a.id)).toMatchObject({ status: 'Paid', amountPaid: 1160, outstanding: 0 });
    const rct = await api.ok(customerReceiptsApi.get, { params: { id: 'RCT-0001' } });
    expect(rct.unallocated).toBe(240);
    expect(rct.invoices.map((i) => i.amount)).toEqual([1000, 160, 100]);
    await expectReceivablesTieOut(t.database.db, s.companyId);

    const second = await receive({
      amount: 480,
      paymentMethod: 'cash',
      reference: null,
      invoices: [{ invoiceId: b.id, amount: 480 }],
    });
    expect(second.status, second.text).toBe(201);
    expect(await get(b.id)).toMatchObject({ status: 'Paid', amountPaid: 580, outstanding: 0 });
    const paid = await receive({ amount: 1, invoices: [{ invoiceId: b.id, amount: 1 }] });
    expect(paid.status).toBe(422);

    const list = await api.ok(customerReceiptsApi.list);
    expect(list.items.map((r) => r.receiptNumber)).toEqual(['RCT-0002', 'RCT-0001']);
    const bank = await api.ok(bankAccountsApi.get, { params: { id: s.bank.id } });
    expect(bank.balance).toBe(1980);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
