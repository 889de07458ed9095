import {
  bankAccountsApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  ledgerApi,
  salesDocumentsApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, sales } from './sales.fixture';

const t = useTestApp();

describe('voiding a customer receipt', () => {
  it('undoes its allocations and the uses of its credit; its remainder is gone; one entry reverses it', async () => {
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
    const receive = (
      amount: number,
      invoices: { invoiceId: string; amount: number }[],
      reference = 'QGH7K2L9XM',
    ) =>
      api.ok(customerReceiptsApi.create, {
        body: {
          customerId: s.customer.id,
          bankAccountId: s.bank.id,
          paymentMethod: 'mpesa',
          reference,
          date: '2026-11-20',
          amount,
          invoices,
        },
      });
    const receiptOf = (id: string) => api.ok(customerReceiptsApi.get, { params: { id } });
    const first = await receive(1500, [
      { invoiceId: a.id, amount: 1000 },
      { invoiceId: b.id, amount: 100 },
    ]);
    await api.ok(customersApi.applyCredit, {
      params: { id: s.customer.id },
      body: { date: '2026-11-21', invoices: [{ invoiceId: a.id, amount: 160 }] },
    });
    await receive(480, [{ invoiceId: b.id, amount: 480 }], 'QGH7K2L9XN');
    const invoiceOf = (id: string) => api.ok(invoicesApi.get, { params: { id } });
    const owed = async () => (await api.ok(customersApi.get, { params: { id: s.customer.id } })).balance;
    expect(await receiptOf('RCT-0001')).toMatchObject({ status: 'Completed', unallocated: 240 });
    expect(await invoiceOf(a.id)).toMatchObject({ status: 'Paid', amountPaid: 1160 });

    // the invoice keeps its rule, and says what to do
    const voidInvoice = await api.call(invoicesApi.void, { params: { id: a.id }, body: {} });
    expect(voidInvoice.status).toBe(409);
    expect(voidInvoice.error?.message).toMatch(/void its receipts first/);

    const entries = async () => (await api.ok(ledgerApi.listEntries, { query: { limit: 1 } })).total;
    const count = await entries();
    const voidIt = (body: WireOf<typeof customerReceiptsApi.void.body>, ref = 'RCT-0001') =>
      api.call(customerReceiptsApi.void, { params: { id: ref }, body });
    const noReason = await voidIt({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((noReason.error?.details?.fields as Record<string, unknown> | undefined)?.reason).toBeTruthy();
    expect(await entries()).toBe(count);

    const voided = await voidIt({ reason: 'Reversed by Safaricom' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({
      id: first.id,
      status: 'Voided',
      voidReason: 'Reversed by Safaricom',
      amount: 1500,
      unallocated: 0,
    });
    expect(voided.body.voidedAt).toEqual(expect.any(String));
    expect(voided.body.invoices.map((i) => i.amount)).toEqual([1000, 160, 100]);
    expect(await invoiceOf(a.id)).toMatchObject({
      status: 'Unpaid',
      amountPaid: 0,
      outstanding: 1160,
    });
    expect(await invoiceOf(b.id)).toMatchObject({
      status: 'PaidPartially',
      amountPaid: 480,
      outstanding: 100,
    });
    expect((await api.ok(bankAccountsApi.get, { params: { id: s.bank.id } })).balance).toBe(480);
    expect(await owed()).toBe(1260);
    expect(await entries()).toBe(count + 1);

    const again = await voidIt({ reason: 'Twice' }, first.id);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('invalid-state');
    expect(await entries()).toBe(count + 1);
    expect((await receiptOf('RCT-0001')).voidReason).toBe('Reversed by Safaricom');

    const list = await api.ok(customerReceiptsApi.list);
    expect(list.items.map((r) => [r.receiptNumber, r.status])).toEqual([
      ['RCT-0002', 'Completed'],
      ['RCT-0001', 'Voided'],
    ]);
    expect((await api.ok(customerReceiptsApi.list, { query: { search: 'rct-0002' } })).total).toBe(1);
    const statement = await api.ok(customersApi.statement, {
      params: { id: s.customer.id },
      query: { from: '2026-11-22', to: '2026-11-30' },
    });
    expect(statement.openingBalance).toBe(-240); // owed nothing, held 240 of credit
    expect(statement.lines.map((l) => [l.type, l.debit])).toEqual([
      ['void', 1260],
      ['void', 240],
    ]);
    expect(statement.closingBalance).toBe(1260);
    const aging = await api.ok(salesDocumentsApi.receivablesAging, { query: { to: '2026-11-30' } });
    expect(aging.totals.total).toBe(1260);
    // with no receipt left on it, the invoice can be voided
    const voidedInvoice = await api.call(invoicesApi.void, { params: { id: a.id }, body: {} });
    expect(voidedInvoice.status, voidedInvoice.text).toBe(200);
    expect(await owed()).toBe(100);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
