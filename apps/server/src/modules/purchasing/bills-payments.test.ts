import {
  bankAccountsApi,
  billsApi,
  reportsApi,
  supplierPaymentsApi,
  suppliersApi,
  type WireOf,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { expectPayablesTieOut, type Trade, trade } from './purchasing.fixture';

const t = useTestApp();

/** Two bills of the supplier without an order: rent 50,000 (exempt) and internet 5,800 incl. VAT. */
async function twoBills(s: Trade) {
  const rent = await s.api.ok(billsApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-10-01',
      supplierInvoiceNumber: 'INV-889',
      lines: [
        {
          description: 'Shop rent October',
          accountId: await s.accountId('6100'),
          unitPrice: 50000,
          taxCategory: 'A',
        },
      ],
    },
  });
  const net = await s.api.ok(billsApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-11-20',
      lines: [
        {
          description: 'Fibre internet',
          accountId: await s.accountId('6160'),
          unitPrice: 5800,
          taxCategory: 'B',
          priceIncludesTax: true,
        },
      ],
    },
  });
  return { rent, net };
}

describe('bills and supplier payments', () => {
  it('posts direct bills to expense accounts with VAT input; overdue ones show as Overdue', async () => {
    const s = await trade(t);
    const { rent, net } = await twoBills(s);
    expect(rent).toMatchObject({
      billId: 'BILL-0001',
      totalAmount: 50000,
      taxTotal: 0,
      dueDate: '2026-10-31',
      status: 'Overdue',
    });
    expect(net).toMatchObject({
      billId: 'BILL-0002',
      subtotal: 5000,
      taxTotal: 800,
      totalAmount: 5800,
      dueDate: '2026-12-20',
    });
    const overdue = await s.api.ok(billsApi.list, { query: { overdue: true } });
    expect(overdue.items.map((b) => b.billId)).toEqual(['BILL-0001']);
    const unpaid = await s.api.ok(billsApi.list, { query: { status: 'Unpaid' } });
    expect(unpaid.items.map((b) => b.billId)).toEqual(['BILL-0002']);
    const open = await s.api.ok(billsApi.list, { query: { open: true } });
    expect(open.items.map((b) => b.billId)).toEqual(['BILL-0002', 'BILL-0001']);
    const due = await s.api.ok(billsApi.list, { query: { dueFrom: '2026-12-01', dueTo: '2026-12-31' } });
    expect(due.total).toBe(1);
    const tb = await s.api.ok(reportsApi.trialBalance, { query: { to: '2026-11-30' } });
    const row = (code: string) => tb.rows.find((r) => r.accountCode === code);
    expect(row('6100')).toMatchObject({ debit: 50000 });
    expect(row('6160')).toMatchObject({ debit: 5000 });
    expect(row('1300')).toMatchObject({ debit: 800 });
    expect(row('2000')).toMatchObject({ credit: 55800 });
    const bad = await s.api.call(billsApi.create, {
      body: {
        supplierId: s.supplier.id,
        lines: [{ description: 'x', accountId: await s.accountId('4000'), unitPrice: 1, taxCategory: 'B' }],
      },
    });
    expect(bad.status).toBe(400);
    await expectPayablesTieOut(t.database.db, s.companyId);
  });

  it('pays bills, part and whole; refuses over-allocation; voids and refunds restore what is owed', async () => {
    const s = await trade(t);
    const { rent, net } = await twoBills(s);
    type PaymentBody = WireOf<typeof supplierPaymentsApi.create.body>;
    const pay = (body: Partial<PaymentBody> & Pick<PaymentBody, 'amount' | 'bills'>) =>
      s.api.call(supplierPaymentsApi.create, {
        body: {
          supplierId: s.supplier.id,
          bankAccountId: s.bank.id,
          paymentMethod: 'bank_transfer',
          paymentDate: '2026-11-21',
          ...body,
        },
      });
    const tooMuch = await pay({ amount: 6000, bills: [{ billId: net.id, amount: 6000 }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.error?.code).toBe('allocation-exceeds-outstanding');
    const mpesa = await pay({
      amount: 100,
      paymentMethod: 'mpesa',
      reference: 'bad',
      bills: [{ billId: net.id, amount: 100 }],
    });
    expect(mpesa.status).toBe(400);
    expect((mpesa.error?.details?.fields as Record<string, unknown> | undefined)?.reference).toBeTruthy();
    const mismatch = await pay({ amount: 100, bills: [{ billId: net.id, amount: 50 }] });
    expect(mismatch.status).toBe(400);
    const first = await pay({
      amount: 30000,
      reference: 'qgh7k2l9xm',
      paymentMethod: 'mpesa',
      bills: [{ billId: 'BILL-0001', amount: 30000 }],
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      paymentReference: 'QGH7K2L9XM',
      paymentNo: 'PAY-0001',
      status: 'Completed',
      amount: 30000,
      bankAccountName: 'KCB Current',
    });
    const second = await pay({
      amount: 25800,
      bills: [
        { billId: rent.id, amount: 20000 },
        { billId: net.id, amount: 5800 },
      ],
    });
    expect(second.status, second.text).toBe(201);
    const bill = (id: string) => s.api.ok(billsApi.get, { params: { id } });
    expect(await bill(rent.id)).toMatchObject({ status: 'Paid', paidAmount: 50000, outstanding: 0 });
    expect((await bill(rent.id)).payments.map((p) => [p.paymentNumber, p.amount])).toEqual([
      ['PAY-0001', 30000],
      ['PAY-0002', 20000],
    ]);
    const owed = async () => (await s.api.ok(suppliersApi.get, { params: { id: s.supplier.id } })).balance;
    expect(await owed()).toBe(0);
    const bank = await s.api.ok(bankAccountsApi.get, { params: { id: s.bank.id } });
    expect(bank.balance).toBe(500000 - 55800);
    await expectPayablesTieOut(t.database.db, s.companyId);

    const voided = await s.api.ok(supplierPaymentsApi.void, {
      params: { id: second.body.id },
      body: { reason: 'Wrong account' },
    });
    expect(voided).toMatchObject({ status: 'Voided', voidReason: 'Wrong account' });
    expect(await bill(rent.id)).toMatchObject({
      paidAmount: 30000,
      outstanding: 20000,
      status: 'Overdue',
    });
    expect(await bill(net.id)).toMatchObject({ paidAmount: 0, status: 'Unpaid' });
    expect(
      (
        await s.api.call(supplierPaymentsApi.void, {
          params: { id: second.body.id },
          body: { reason: 'again' },
        })
      ).status,
    ).toBe(409);
    // refunded on the day of the void (today, as the void is), after it
    const today = todayIn();
    const refunded = await s.api.ok(supplierPaymentsApi.refund, {
      params: { id: first.body.id },
      body: { amount: 5000, date: today },
    });
    expect(refunded).toMatchObject({ status: 'Refunded', refundAmount: 5000, refundDate: today });
    expect(await bill(rent.id)).toMatchObject({ paidAmount: 25000, outstanding: 25000 });
    expect(await owed()).toBe(30800);
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);

    const statement = await s.api.ok(suppliersApi.statement, {
      params: { id: s.supplier.id },
      query: { from: '2026-11-01', to: today },
    });
    expect(statement.openingBalance).toBe(50000);
    expect(statement.lines.map((l) => [l.type, l.debit, l.credit, l.balance])).toEqual([
      ['bill', 0, 5800, 55800],
      ['payment', 30000, 0, 25800],
      ['payment', 25800, 0, 0],
      ['void', 0, 25800, 25800],
      ['refund', 0, 5000, 30800],
    ]);
    expect(statement.closingBalance).toBe(30800);
  });

  it('voids a bill with nothing paid by a reversing entry; not one with payments', async () => {
    const s = await trade(t);
    const { rent, net } = await twoBills(s);
    const v = await s.api.ok(billsApi.void, { params: { id: net.id } });
    expect(v).toMatchObject({ status: 'Void', outstanding: 0 });
    expect((await s.api.call(billsApi.void, { params: { id: net.id } })).status).toBe(409);
    await s.api.ok(supplierPaymentsApi.create, {
      body: {
        supplierId: s.supplier.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        amount: 1,
        bills: [{ billId: rent.id, amount: 1 }],
      },
    });
    expect((await s.api.call(billsApi.void, { params: { id: rent.id } })).status).toBe(409);
    expect((await s.api.ok(suppliersApi.get, { params: { id: s.supplier.id } })).balance).toBe(49999);
    await expectPayablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('suppliers: validation, soft delete, tenancy and permissions', async () => {
    const s = await trade(t);
    for (const body of [
      { name: 'X', paymentTerms: 'net_90' },
      { name: 'X', paymentTerms: 'net_30', phone: '12345' },
      { name: 'X', paymentTerms: 'net_30', kraPin: 'P123' },
      { name: '', paymentTerms: 'net_30' },
    ]) {
      // invalid on purpose: sent raw, past the contract's types
      const res = await call(t.app, 'POST', suppliersApi.create.path, { token: s.token, body });
      expect(res.status).toBe(400);
    }
    const created = await s.api.ok(suppliersApi.create, {
      body: { name: 'Kisumu Fish Co', paymentTerms: 'cod', phone: '+254 722 000 111' },
    });
    expect(created.phone).toBe('+254722000111');
    const list = await s.api.ok(suppliersApi.list, { query: { search: 'kisumu' } });
    expect(list.items.map((x) => x.name)).toEqual(['Kisumu Fish Co']);
    const byPhone = await s.api.ok(suppliersApi.list, { query: { search: '0722 000' } });
    expect(byPhone.items.map((x) => x.name)).toEqual(['Kisumu Fish Co']);
    expect((await s.api.call(suppliersApi.remove, { params: { id: created.id } })).status).toBe(204);
    expect((await s.api.call(suppliersApi.get, { params: { id: created.id } })).status).toBe(404);
    const other = await signupCompany(t.app, { companyName: 'Nosy Ltd' });
    const otherApi = apiClient(t.app, other.token);
    expect((await otherApi.call(suppliersApi.get, { params: { id: s.supplier.id } })).status).toBe(404);
    expect((await otherApi.ok(billsApi.list)).total).toBe(0);
    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    expect(
      (
        await apiClient(t.app, viewer.token).call(suppliersApi.create, {
          body: { name: 'V', paymentTerms: 'cod' },
        })
      ).status,
    ).toBe(403);
  });
});
