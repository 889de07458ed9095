import {
  bankAccountsApi,
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  ledgerApi,
  productsApi,
  reportsApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;

/** What a refusal must leave as it was: the note, the invoices, the customer's balance, the books. */
async function snapshot(s: Sales, noteId: string, invoiceIds: string[]) {
  return {
    note: await s.api.ok(creditNotesApi.get, { params: { id: noteId } }),
    invoices: await Promise.all(invoiceIds.map((id) => s.api.ok(invoicesApi.get, { params: { id } }))),
    customer: (await s.api.ok(customersApi.get, { params: { id: s.customer.id } })).balance,
    entries: (await s.api.ok(ledgerApi.listEntries, { query: { limit: 1 } })).total,
  };
}

describe('credit notes beyond what the invoice owes: applied elsewhere, refunded', () => {
  it('holds the excess as customer credit, applies it to other invoices, refunds the rest', async () => {
    const s = await sales(t);
    const invoice = (date: string, lines: InvoiceBody['lines'], status?: InvoiceBody['status']) =>
      s.api.ok(invoicesApi.create, {
        body: { customerId: s.customer.id, date, lines, ...(status && { status }) },
      });
    const service = (unitPrice: number): InvoiceBody['lines'] => [
      { description: 'Service', unitPrice, taxCategory: 'A' },
    ];
    const a = await invoice('2026-11-01', [
      { productId: s.sugar.id, description: 'Sugar', qty: 5, unitPrice: 160, taxCategory: 'B' },
    ]);
    const b = await invoice('2026-11-02', service(1000));
    const c = await invoice('2026-11-02', service(500));
    const draft = await invoice('2026-11-02', service(50), 'Draft');
    expect([a.total, b.total, c.total]).toEqual([928, 1000, 500]);
    const api = apiClient(t.app, s.token);
    const fields = (res: { error?: { details?: Record<string, unknown> } }) =>
      res.error?.details?.fields as Record<string, unknown> | undefined;
    const receipt = (amount: number, date: string, invoices: { invoiceId: string; amount: number }[]) =>
      api.ok(customerReceiptsApi.create, {
        body: {
          customerId: s.customer.id,
          amount,
          date,
          paymentMethod: 'cash',
          bankAccountId: s.bank.id,
          invoices,
        },
      });
    await receipt(928, '2026-11-03', [{ invoiceId: a.id, amount: 928 }]);
    await receipt(100, '2026-11-04', []);

    // A paid in full, 3 of the 5 come back: all 556.80 becomes customer credit.
    const cn = await api.ok(creditNotesApi.create, {
      body: { invoiceId: a.id, date: '2026-11-05', returnStock: true, lines: [{ lineNo: 1, qty: 3 }] },
    });
    expect(cn).toMatchObject({
      creditNoteNumber: 'CN-0001',
      total: 556.8,
      applied: 0,
      unapplied: 556.8,
      refunded: 0,
      allocations: [],
      refunds: [],
    });
    const invoiceOf = (id: string) => api.ok(invoicesApi.get, { params: { id } });
    const owed = async () => (await api.ok(customersApi.get, { params: { id: s.customer.id } })).balance;
    expect(await invoiceOf(a.id)).toMatchObject({ status: 'Paid', amountCredited: 0 });
    expect((await api.ok(productsApi.get, { params: { id: s.sugar.id } })).currentStock).toBe(8);
    // owes 1,000 + 500, holds 100 + 556.80
    expect(await owed()).toBe(843.2);
    await expectReceivablesTieOut(t.database.db, s.companyId);

    type ApplyBody = WireOf<typeof creditNotesApi.apply.body>;
    const apply = (body: ApplyBody) => api.call(creditNotesApi.apply, { params: { id: 'CN-0001' }, body });
    const other = await api.ok(customersApi.create, {
      body: { name: 'Aaron Stores', paymentTerms: 'net_15' },
    });
    const theirs = await api.ok(invoicesApi.create, { body: { customerId: other.id, lines: service(100) } });
    const before = await snapshot(s, cn.id, [a.id, b.id, c.id]);
    const refusals: Array<[ApplyBody, number, string, string?]> = [
      [
        { invoices: [{ invoiceId: c.id, amount: 510 }] },
        422,
        'allocation-exceeds-outstanding',
        'invoices.0.amount',
      ],
      [
        {
          invoices: [
            { invoiceId: b.id, amount: 400 },
            { invoiceId: c.id, amount: 200 },
          ],
        },
        422,
        'insufficient-credit',
      ],
      [{ invoices: [{ invoiceId: theirs.id, amount: 10 }] }, 400, 'validation-error', 'invoices.0.invoiceId'],
      [{ invoices: [{ invoiceId: draft.id, amount: 10 }] }, 400, 'validation-error', 'invoices.0.invoiceId'],
      [{ date: '2026-11-04', invoices: [{ invoiceId: b.id, amount: 10 }] }, 400, 'validation-error', 'date'],
      [{ invoices: [] }, 400, 'validation-error'],
    ];
    for (const [body, status, code, field] of refusals) {
      const res = await apply(body);
      expect(res.status, res.text).toBe(status);
      expect(res.error?.code).toBe(code);
      if (field) expect(fields(res)?.[field]).toBeTruthy();
    }
    expect(await snapshot(s, cn.id, [a.id, b.id, c.id])).toEqual(before);

    const applied = await apply({ date: '2026-11-06', invoices: [{ invoiceId: 'INV-0002', amount: 300 }] });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toMatchObject({ applied: 300, unapplied: 256.8, refunded: 0 });
    expect(applied.body.allocations).toEqual([
      { invoiceId: b.id, invoiceNumber: 'INV-0002', amount: 300, date: '2026-11-06' },
    ]);
    expect(await invoiceOf(b.id)).toMatchObject({
      status: 'PaidPartially',
      amountPaid: 0,
      amountCredited: 300,
      outstanding: 700,
    });
    expect(await owed()).toBe(843.2);

    const refund = (body: Partial<WireOf<typeof creditNotesApi.refund.body>> & { amount: number }) =>
      api.call(creditNotesApi.refund, {
        params: { id: cn.id },
        body: { bankAccountId: s.bank.id, method: 'mpesa', reference: 'QGH7K2L9XM', ...body },
      });
    const beforeRefund = await snapshot(s, cn.id, [a.id, b.id, c.id]);
    const tooMuch = await refund({ amount: 256.81 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.error).toMatchObject({ code: 'refund-exceeds-credit', details: { credit: 256.8 } });
    const badCode = await refund({ amount: 10, reference: 'nope' });
    expect(badCode.status).toBe(400);
    expect(fields(badCode)?.reference).toBeTruthy();
    const noBank = await refund({ amount: 10, bankAccountId: other.id });
    expect(noBank.status).toBe(400);
    expect(fields(noBank)?.bankAccountId).toBeTruthy();
    expect(await snapshot(s, cn.id, [a.id, b.id, c.id])).toEqual(beforeRefund);

    const refunded = await refund({ amount: 200, date: '2026-11-07' });
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body).toMatchObject({ applied: 300, unapplied: 56.8, refunded: 200 });
    expect(refunded.body.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 200,
        date: '2026-11-07',
        method: 'mpesa',
        reference: 'QGH7K2L9XM',
        bankAccountId: s.bank.id,
        bankAccountName: 'Equity Current',
      },
    ]);
    expect((await api.ok(bankAccountsApi.get, { params: { id: s.bank.id } })).balance).toBe(828);
    expect(await owed()).toBe(1043.2);

    // The customer's apply-credit takes the oldest first: the receipt's 100, then 50 of the note.
    const applyCredit = (body: WireOf<typeof customersApi.applyCredit.body>) =>
      api.call(customersApi.applyCredit, { params: { id: s.customer.id }, body });
    const short = await applyCredit({ invoices: [{ invoiceId: c.id, amount: 156.81 }] });
    expect(short.status).toBe(422);
    expect(short.error).toMatchObject({ code: 'insufficient-credit', details: { credit: 156.8 } });
    const used = await applyCredit({ date: '2026-11-08', invoices: [{ invoiceId: c.id, amount: 150 }] });
    expect(used.status, used.text).toBe(200);
    expect(used.body.balance).toBe(1043.2);
    expect(await invoiceOf(c.id)).toMatchObject({
      status: 'PaidPartially',
      amountPaid: 100,
      amountCredited: 50,
      outstanding: 350,
    });
    expect(await api.ok(customerReceiptsApi.get, { params: { id: 'RCT-0002' } })).toMatchObject({
      unallocated: 0,
    });
    const note = await api.ok(creditNotesApi.get, { params: { id: cn.id } });
    expect(note).toMatchObject({ applied: 350, unapplied: 6.8, refunded: 200 });
    expect(note.allocations.map((x) => [x.invoiceNumber, x.amount])).toEqual([
      ['INV-0002', 300],
      ['INV-0003', 50],
    ]);
    const open = await api.ok(creditNotesApi.list, { query: { credit: 'open', search: 'nakuru' } });
    expect(open.items.map((n) => n.creditNoteNumber)).toEqual(['CN-0001']);
    expect((await api.ok(creditNotesApi.list, { query: { credit: 'used' } })).total).toBe(0);

    const statement = await api.ok(customersApi.statement, {
      params: { id: s.customer.id },
      query: { from: '2026-11-05', to: '2026-11-30' },
    });
    expect(statement.openingBalance).toBe(1400);
    expect(statement.lines.map((l) => [l.type, l.debit, l.credit, l.balance])).toEqual([
      ['credit', 0, 556.8, 843.2],
      ['credit', 300, 0, 1143.2],
      ['credit', 0, 300, 843.2],
      ['refund', 200, 0, 1043.2],
      ['credit', 150, 0, 1193.2],
      ['credit', 0, 150, 1043.2],
    ]);
    expect(statement.closingBalance).toBe(1043.2);
    expect(statement.aging.total).toBe(1050);

    const tb = await api.ok(reportsApi.trialBalance);
    const row = (code: string) => tb.rows.find((r) => r.accountCode === code);
    expect(row('2400')).toMatchObject({ credit: 6.8 });
    expect(row('1100')).toMatchObject({ debit: 1150 }); // 1,050 here and Aaron Stores' 100
    expect(row('4100')).toMatchObject({ debit: 480 });
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
