import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  billsApi,
  creditNotesApi,
  customerReceiptsApi,
  type ErrorBody,
  invoicesApi,
  ledgerApi,
  supplierPaymentsApi,
  suppliersApi,
  type WireOf,
} from '@tawi/contracts';
import { defaultMigrationsFolder } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Sales, sales } from '../modules/sales/sales.fixture';
import { apiClient } from '../testing/api-client';
import { expectLedgerInvariants } from '../testing/ledger-invariants';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();
const CODE = 'QGH7K2L9XM';

/** A company that sells (sales fixture) and buys: a supplier with a 5,000 rent bill. */
async function books(name?: string) {
  const s = await sales(t, name);
  const api = apiClient(t.app, s.token);
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Mombasa Millers Ltd', paymentTerms: 'net_30' },
  });
  const accounts = await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } });
  const rent = accounts.items.find((a) => a.code === '6100')!.id;
  const bill = await api.ok(billsApi.create, {
    body: {
      supplierId: supplier.id,
      date: '2026-11-02',
      lines: [{ description: 'Store rent', accountId: rent, unitPrice: 5000, taxCategory: 'A' }],
    },
  });
  type Method = WireOf<typeof customerReceiptsApi.create.body>['paymentMethod'];
  const receipt = (reference: string, paymentMethod: Method = 'mpesa') =>
    api.call(customerReceiptsApi.create, {
      body: { customerId: s.customer.id, amount: 100, paymentMethod, reference, bankAccountId: s.bank.id },
    });
  const payment = (reference: string) =>
    api.call(supplierPaymentsApi.create, {
      body: {
        supplierId: supplier.id,
        amount: 100,
        paymentMethod: 'mpesa',
        reference,
        bankAccountId: s.bank.id,
        bills: [{ billId: bill.id, amount: 100 }],
      },
    });
  return { ...s, api, receipt, payment };
}

const totals = async (s: Sales) => {
  const api = apiClient(t.app, s.token);
  return {
    receipts: (await api.ok(customerReceiptsApi.list)).total,
    payments: (await api.ok(supplierPaymentsApi.list)).total,
    entries: (await api.ok(ledgerApi.listEntries)).total,
  };
};

function expectDuplicate(
  res: { status: number; text: string; error: ErrorBody['error'] | undefined },
  usedBy: string,
  number: string,
) {
  expect(res.status, res.text).toBe(409);
  expect(res.error).toMatchObject({
    code: 'duplicate-reference',
    message: `This reference is already used by ${usedBy}`,
    details: { fields: { reference: `${CODE} is already used by ${usedBy}` }, usedBy: { number } },
  });
}

describe('an M-Pesa code', () => {
  it('pays one receipt or supplier payment of the company: any case and spaces, across both', async () => {
    const s = await books();
    expect((await s.receipt(CODE)).status).toBe(201);
    const before = await totals(s);
    expectDuplicate(await s.receipt(CODE), 'receipt RCT-0001', 'RCT-0001');
    expectDuplicate(await s.payment(` ${CODE.toLowerCase()} `), 'receipt RCT-0001', 'RCT-0001');
    expect(await totals(s)).toEqual(before);

    // the same text as a cheque or bank reference is not an M-Pesa code; another company has its own codes
    expect((await s.receipt(CODE, 'bank_transfer')).status).toBe(201);
    const other = await books('Other Traders Ltd');
    expect((await other.payment(CODE)).status).toBe(201);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('is free again once the document holding it is voided', async () => {
    const s = await books();
    const first = await s.receipt(CODE);
    const voided = await s.api.call(customerReceiptsApi.void, {
      params: { id: first.body.id },
      body: { reason: 'Entered twice' },
    });
    expect(voided.status, voided.text).toBe(200);
    const paid = await s.payment(CODE);
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.paymentReference).toBe(CODE);
    expectDuplicate(await s.receipt(CODE), 'payment PAY-0001', 'PAY-0001');
    const refused = await s.api.call(supplierPaymentsApi.void, {
      params: { id: paid.body.id },
      body: { reason: 'Wrong supplier' },
    });
    expect(refused.status, refused.text).toBe(200);
    expect((await s.receipt(CODE)).status).toBe(201);
  });

  it('on a credit-note refund is claimed the same way', async () => {
    const s = await books();
    const invoice = await s.api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-10',
        lines: [{ description: 'Service', unitPrice: 1000, taxCategory: 'A' }],
      },
    });
    await s.api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        amount: 1000,
        paymentMethod: 'cash',
        bankAccountId: s.bank.id,
        invoices: [{ invoiceId: invoice.id, amount: 1000 }],
      },
    });
    const note = await s.api.ok(creditNotesApi.create, {
      body: { invoiceId: invoice.id, lines: [{ lineNo: 1, qty: 1 }] },
    });
    const refund = () =>
      s.api.call(creditNotesApi.refund, {
        params: { id: note.id },
        body: { amount: 100, bankAccountId: s.bank.id, method: 'mpesa', reference: CODE },
      });
    expect((await refund()).status).toBe(201);
    expectDuplicate(await refund(), `the refund of ${note.creditNoteNumber}`, note.creditNoteNumber);
    expectDuplicate(await s.receipt(CODE), `the refund of ${note.creditNoteNumber}`, note.creditNoteNumber);
    const after = await s.api.ok(creditNotesApi.get, { params: { id: note.id } });
    expect(after).toMatchObject({ refunded: 100, unapplied: 900 });
  });

  it('lets exactly one of simultaneous receipts and payments with the same code through', async () => {
    const s = await books();
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => s.receipt(CODE)),
      ...Array.from({ length: 4 }, () => s.payment(CODE.toLowerCase())),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(7);
    const t2 = await totals(s);
    expect(t2.receipts + t2.payments).toBe(1);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('the migration claims the codes of live documents, the oldest where old data shares one', async () => {
    const s = await books('Backfill Ltd');
    const first = await s.receipt(CODE);
    const second = await s.receipt('ABCDE12345');
    const payment = await s.payment('ZZZZZ99999');
    const voided = await s.receipt('VOID000001');
    await s.api.call(customerReceiptsApi.void, { params: { id: voided.body.id }, body: { reason: 'x' } });
    const db = t.database.db;
    // data from before the rule: the second receipt shares the first one's code
    await db.execute(
      sql`update customer_receipts set reference = ${` ${CODE.toLowerCase()}`} where id = ${second.body.id}`,
    );
    await db.execute(sql`delete from mpesa_references`);
    const migration = readFileSync(join(defaultMigrationsFolder(), '0026_mpesa-references.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await db.execute(sql.raw(backfill));
    const claims = await db.execute(
      sql`select code, document_type, document_number from mpesa_references where company_id = ${s.companyId} order by code`,
    );
    expect((claims as unknown as { rows: unknown[] }).rows).toEqual([
      { code: CODE, document_type: 'customer-receipt', document_number: first.body.receiptNumber },
      { code: 'ZZZZZ99999', document_type: 'supplier-payment', document_number: payment.body.paymentNo },
    ]);
  });
});
