import {
  bankAccountsApi,
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  type WireOf,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut, type Sales, sales } from './sales.fixture';

const t = useTestApp();

/** Fired together: on PostgreSQL these run in parallel transactions (PGlite queues them). */
const together = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

type InvoiceBody = WireOf<typeof invoicesApi.create.body>;

const service = (unitPrice: number): InvoiceBody['lines'] => [
  { description: 'Service', unitPrice, taxCategory: 'A' },
];
/** An invoice of one service line to the customer. */
const invoiceOf = (s: Sales, unitPrice: number) =>
  s.api.ok(invoicesApi.create, { body: { customerId: s.customer.id, lines: service(unitPrice) } });

/** A paid invoice of 600 credited in full: a note holding 600 of credit, and `n` open invoices of 600. */
async function creditAndInvoices(s: Sales, n: number) {
  const paid = await invoiceOf(s, 600);
  const api = apiClient(t.app, s.token);
  await api.ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount: 600,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: paid.id, amount: 600 }],
    },
  });
  const note = await api.ok(creditNotesApi.create, {
    body: { invoiceId: paid.id, lines: [{ lineNo: 1, qty: 1 }] },
  });
  expect(note.unapplied).toBe(600);
  const open: { id: string }[] = [];
  for (let i = 0; i < n; i++) {
    open.push(await invoiceOf(s, 600));
  }
  return { note, open };
}

/** What a racing call answered, whichever entry it called. */
type Outcome = { status: number; error: { code: string } | undefined };

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('customer credit under concurrent use', () => {
  it('6 refunds of the whole credit at once: exactly one pays out', async () => {
    const s = await sales(t);
    const { note } = await creditAndInvoices(s, 0);
    const api = apiClient(t.app, s.token);
    const results = await together(6, () =>
      api.call(creditNotesApi.refund, {
        params: { id: note.id },
        body: { amount: 600, bankAccountId: s.bank.id, method: 'cash' },
      }),
    );
    expect(statuses(results)).toEqual([201, 422, 422, 422, 422, 422]);
    expect(
      results.filter((r) => r.status === 422).every((r) => r.error?.code === 'refund-exceeds-credit'),
    ).toBe(true);
    const after = await api.ok(creditNotesApi.get, { params: { id: note.id } });
    expect(after).toMatchObject({ unapplied: 0, refunded: 600 });
    expect(after.refunds).toHaveLength(1);
    const bank = await api.ok(bankAccountsApi.get, { params: { id: s.bank.id } });
    expect(bank.balance).toBe(0);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('6 applies of the whole credit to 6 invoices, with refunds, at once: the credit is used once', async () => {
    const s = await sales(t);
    const { note, open } = await creditAndInvoices(s, 6);
    const api = apiClient(t.app, s.token);
    const results = await together<Outcome>(9, (i) =>
      i < 6
        ? api.call(creditNotesApi.apply, {
            params: { id: note.id },
            body: { invoices: [{ invoiceId: String(open[i]?.id), amount: 600 }] },
          })
        : api.call(customersApi.applyCredit, {
            params: { id: s.customer.id },
            body: { invoices: [{ invoiceId: String(open[i - 6]?.id), amount: 600 }] },
          }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 422).every((r) => r.error?.code === 'insufficient-credit'),
    ).toBe(true);
    expect(results.filter((r) => r.status === 422)).toHaveLength(8);
    const after = await api.ok(creditNotesApi.get, { params: { id: note.id } });
    expect(after).toMatchObject({ applied: 600, unapplied: 0 });
    const customer = await api.ok(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.balance).toBe(3000);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('voids of a receipt racing the use of its credit: one void, the credit used at most once', async () => {
    const s = await sales(t);
    const open: { id: string }[] = [];
    for (let i = 0; i < 3; i++) {
      open.push(await invoiceOf(s, 500));
    }
    const api = apiClient(t.app, s.token);
    const receipt = await api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        amount: 800,
        paymentMethod: 'cash',
        bankAccountId: s.bank.id,
        invoices: [{ invoiceId: String(open[0]?.id), amount: 300 }],
      },
    });
    const results = await together<Outcome>(8, (i) =>
      i < 4
        ? api.call(customerReceiptsApi.void, { params: { id: receipt.id }, body: { reason: `Try ${i}` } })
        : api.call(customersApi.applyCredit, {
            params: { id: s.customer.id },
            body: { invoices: [{ invoiceId: String(open[1 + (i % 2)]?.id), amount: 500 }] },
          }),
    );
    const voids = results.slice(0, 4);
    expect(statuses(voids)).toEqual([200, 409, 409, 409]);
    expect(results.slice(4).filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    const after = await api.ok(customerReceiptsApi.get, { params: { id: receipt.id } });
    expect(after).toMatchObject({ status: 'Voided', unallocated: 0 });
    const invoices = await api.ok(invoicesApi.list);
    expect(invoices.items.map((i) => i.amountPaid)).toEqual([0, 0, 0]);
    const customer = await api.ok(customersApi.get, { params: { id: s.customer.id } });
    expect(customer.balance).toBe(1500);
    const bank = await api.ok(bankAccountsApi.get, { params: { id: s.bank.id } });
    expect(bank.balance).toBe(0);
    await expectReceivablesTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
