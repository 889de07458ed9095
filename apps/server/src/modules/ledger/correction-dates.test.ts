import {
  bankAccountsApi,
  bankTransfersApi,
  billsApi,
  companyApi,
  creditNotesApi,
  customerReceiptsApi,
  invoicesApi,
  ledgerApi,
  productsApi,
  type RouteEntry,
  supplierPaymentsApi,
  suppliersApi,
  transfersApi,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { type ApiResult, apiClient } from '../../testing/api-client';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { shop } from '../inventory/inventory.fixture';
import { type Sales, sales } from '../sales/sales.fixture';

const t = useTestApp();

const entryCount = async (s: { token: string }) =>
  (await apiClient(t.app, s.token).ok(ledgerApi.listEntries, { query: { limit: 1 } })).total;
/** The newest posted entry whose memo holds `memo`. */
const entryOf = async (s: { token: string }, memo: string) =>
  (await apiClient(t.app, s.token).ok(ledgerApi.listEntries, { query: { search: memo } })).items[0];

/**
 * One correction of a document dated `documentDate` (`correct` sends it on a date): the day before is
 * 422 `invalid-date` and changes nothing (no entry, `unchanged()` still holds); two days after, it
 * posts on that date.
 */
async function expectDatedCorrection<E extends RouteEntry>(
  s: { token: string },
  c: {
    correct: (date: string) => Promise<ApiResult<E>>;
    documentDate: string;
    label: string;
    memo: string;
    unchanged: () => Promise<void>;
    status?: number;
  },
) {
  const before = await entryCount(s);
  const early = await c.correct('2026-11-09');
  expect(early.status, early.text).toBe(422);
  expect(early.error).toMatchObject({
    code: 'invalid-date',
    message: `The date 09 Nov 2026 is before ${c.label}'s date 10 Nov 2026`,
    details: { documentDate: c.documentDate, fields: { date: early.error?.message } },
  });
  expect(await entryCount(s)).toBe(before);
  await c.unchanged();
  const done = await c.correct('2026-11-12');
  expect(done.status, done.text).toBe(c.status ?? 200);
  expect(await entryCount(s)).toBe(before + 1);
  expect(await entryOf(s, c.memo)).toMatchObject({ date: '2026-11-12', status: 'Posted' });
  return done.body;
}

/** A supplier with a bill of 5,000 (exempt) dated 10 Nov 2026, and a cash account holding 2,000. */
async function setup(s: Sales) {
  const api = apiClient(t.app, s.token);
  const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
  const rent = accounts.find((a) => a.code === '6190')!;
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Kisumu Movers', paymentTerms: 'net_30' },
  });
  const bill = await api.ok(billsApi.create, {
    body: {
      supplierId: supplier.id,
      date: '2026-11-10',
      lines: [{ description: 'Haulage', accountId: rent.id, unitPrice: 5000, taxCategory: 'A' }],
    },
  });
  const till = await api.ok(bankAccountsApi.create, {
    body: { name: 'Shop till', kind: 'cash', openingBalance: 2000, openingDate: '2026-11-01' },
  });
  return { api, rent, supplier, bill, till };
}

describe('voids, refunds and reversals take a date', () => {
  it('receipts, supplier payments, bank transfers, journal entries and credit-note refunds', async () => {
    const s = await sales(t);
    const { api, supplier, bill, till } = await setup(s);

    const invoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-10',
        lines: [{ description: 'Delivery', unitPrice: 1000, taxCategory: 'B' }],
      },
    });
    const receipt = await api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        date: '2026-11-10',
        amount: 1160,
        invoices: [{ invoiceId: invoice.id, amount: 1160 }],
      },
    });
    const voidedReceipt = await expectDatedCorrection(s, {
      correct: (date) =>
        api.call(customerReceiptsApi.void, {
          params: { id: receipt.id },
          body: { reason: 'Cheque bounced', date },
        }),
      documentDate: '2026-11-10',
      label: 'RCT-0001',
      memo: 'Void of receipt RCT-0001',
      unchanged: async () =>
        expect(await api.ok(invoicesApi.get, { params: { id: invoice.id } })).toMatchObject({
          status: 'Paid',
          amountPaid: 1160,
        }),
    });
    expect(voidedReceipt).toMatchObject({ status: 'Voided' });

    const pay = async (amount: number) =>
      api.ok(supplierPaymentsApi.create, {
        body: {
          supplierId: supplier.id,
          bankAccountId: s.bank.id,
          paymentMethod: 'bank_transfer',
          paymentDate: '2026-11-10',
          amount,
          bills: [{ billId: bill.id, amount }],
        },
      });
    const first = await pay(1000);
    const second = await pay(500);
    const billNow = () => api.ok(billsApi.get, { params: { id: bill.id } });
    const paid = async () => expect(await billNow()).toMatchObject({ paidAmount: 1500 });
    const refunded = await expectDatedCorrection(s, {
      correct: (date) =>
        api.call(supplierPaymentsApi.refund, { params: { id: first.id }, body: { amount: 1000, date } }),
      documentDate: '2026-11-10',
      label: first.paymentNo,
      memo: `Refund of payment ${first.paymentNo}`,
      unchanged: paid,
    });
    expect(refunded).toMatchObject({ status: 'Refunded', refundDate: '2026-11-12', refundAmount: 1000 });
    const voidedPayment = await expectDatedCorrection(s, {
      correct: (date) =>
        api.call(supplierPaymentsApi.void, {
          params: { id: second.id },
          body: { reason: 'Paid in error', date },
        }),
      documentDate: '2026-11-10',
      label: second.paymentNo,
      memo: `Void of payment ${second.paymentNo}`,
      unchanged: async () => expect(await billNow()).toMatchObject({ paidAmount: 500 }),
    });
    expect(voidedPayment).toMatchObject({ status: 'Voided', voidDate: '2026-11-12' });

    const banked = await api.ok(bankTransfersApi.create, {
      body: { fromBankAccountId: till.id, toBankAccountId: s.bank.id, amount: 1500, date: '2026-11-10' },
    });
    const voidedTransfer = await expectDatedCorrection(s, {
      correct: (date) =>
        api.call(bankTransfersApi.void, {
          params: { id: banked.id },
          body: { reason: 'Slip returned', date },
        }),
      documentDate: '2026-11-10',
      label: 'BT-0001',
      memo: 'Void of transfer BT-0001',
      unchanged: async () =>
        expect(await api.ok(bankTransfersApi.get, { params: { id: banked.id } })).toMatchObject({
          status: 'Completed',
        }),
    });
    expect(voidedTransfer).toMatchObject({ status: 'Voided' });

    const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
    const id = (code: string) => accounts.find((a) => a.code === code)?.id ?? '';
    const entry = await api.ok(ledgerApi.createEntry, {
      body: {
        date: '2026-11-10',
        memo: 'Office rent',
        status: 'Posted',
        lines: [
          { accountId: id('6100'), debit: 300 },
          { accountId: id('1010'), credit: 300 },
        ],
      },
    });
    const reversal = await expectDatedCorrection(s, {
      correct: (date) => api.call(ledgerApi.reverseEntry, { params: { id: entry.id }, body: { date } }),
      documentDate: '2026-11-10',
      label: entry.number,
      memo: `Reversal of ${entry.number}`,
      status: 201,
      unchanged: async () =>
        expect(await api.ok(ledgerApi.getEntry, { params: { id: entry.id } })).toMatchObject({
          reversedById: null,
        }),
    });
    expect(reversal).toMatchObject({ date: '2026-11-12', reversalOfId: entry.id, totalDebit: 300 });

    // a credit note on a paid invoice is all credit; refunding it is dated like any correction
    const paidInvoice = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-01',
        lines: [{ description: 'Survey', unitPrice: 100, taxCategory: 'A' }],
      },
    });
    await api.ok(customerReceiptsApi.create, {
      body: {
        customerId: s.customer.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        date: '2026-11-02',
        amount: 100,
        invoices: [{ invoiceId: paidInvoice.id, amount: 100 }],
      },
    });
    const note = await api.ok(creditNotesApi.create, {
      body: { invoiceId: paidInvoice.id, date: '2026-11-10', lines: [{ lineNo: 1, qty: 1 }] },
    });
    const refund = await expectDatedCorrection(s, {
      correct: (date) =>
        api.call(creditNotesApi.refund, {
          params: { id: note.id },
          body: { amount: 100, bankAccountId: s.bank.id, method: 'cash', date },
        }),
      documentDate: '2026-11-10',
      label: note.creditNoteNumber,
      memo: `Refund of ${note.creditNoteNumber}`,
      status: 201,
      unchanged: async () =>
        expect(await api.ok(creditNotesApi.get, { params: { id: note.id } })).toMatchObject({
          unapplied: 100,
          refunded: 0,
        }),
    });
    expect(refund).toMatchObject({ unapplied: 0, refunded: 100, refunds: [{ date: '2026-11-12' }] });
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('defaults to today in the company time zone; a locked date is period-locked and changes nothing', async () => {
    const s = await sales(t, 'Default Date Ltd');
    const { api, bill } = await setup(s);
    const lock = await api.call(companyApi.setLockDate, { body: { lockDate: '2026-11-11' } });
    expect(lock.status).toBe(200);
    const before = await entryCount(s);
    const locked = await api.call(billsApi.void, { params: { id: bill.id }, body: { date: '2026-11-11' } });
    expect(locked.status).toBe(422);
    expect(locked.error).toMatchObject({ code: 'period-locked', message: 'The period is locked' });
    expect(await entryCount(s)).toBe(before);
    expect(await api.ok(billsApi.get, { params: { id: bill.id } })).toMatchObject({
      status: 'Unpaid',
      voidDate: null,
    });

    const voided = await api.call(billsApi.void, { params: { id: bill.id } });
    expect(voided.status, voided.text).toBe(200);
    const today = todayIn('Africa/Nairobi');
    expect(voided.body).toMatchObject({ status: 'Void', voidDate: today, voidReason: null });
    expect(await entryOf(s, 'Void of bill BILL-0001')).toMatchObject({ date: today });
  });

  it('transfers are dispatched and received on a date, not before the dispatch; stock adjustments too', async () => {
    const s = await shop(t);
    const oil = await s.product({ sku: 'OIL-1', name: 'Cooking oil 1 l', costPrice: 300, openingStock: 10 });
    const api = apiClient(t.app, s.token);
    const created = await api.call(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'OIL-1', qty: 4 }] },
    });
    const params = { id: created.body.id };
    // a Pending transfer may be entered after the goods left: its dispatch has no earlier bound
    const unknown = await api.call(transfersApi.dispatch, {
      params,
      body: { date: '2026-11-10', reason: 'x' } as never, // not a field: the strict schema refuses it
    });
    expect(unknown.status).toBe(400);
    const dispatched = await api.call(transfersApi.dispatch, { params, body: { date: '2026-11-10' } });
    expect(dispatched.status, dispatched.text).toBe(200);
    expect(await entryOf(s, 'Transfer TRN-0001 dispatch')).toMatchObject({
      date: '2026-11-10',
      totalDebit: 1200,
    });
    const early = await api.call(transfersApi.receive, { params, body: { date: '2026-11-09' } });
    expect(early.status).toBe(422);
    expect(early.error).toMatchObject({
      code: 'invalid-date',
      message: "The date 09 Nov 2026 is before TRN-0001's date 10 Nov 2026",
    });
    expect((await s.stockIn(oil.id, s.mombasa)).currentStock).toBe(0);
    const received = await api.call(transfersApi.receive, { params, body: { date: '2026-11-12' } });
    expect(received.body).toMatchObject({ status: 'Received' });
    expect(await entryOf(s, 'Transfer TRN-0001 receive')).toMatchObject({
      date: '2026-11-12',
      totalDebit: 2400, // 1,200 into Mombasa's inventory and 1,200 on the inter-branch account at home
    });
    const movements = await apiClient(t.app, s.token, { 'x-branch-id': s.mombasa }).ok(
      productsApi.movements,
      {
        params: { id: oil.id },
      },
    );
    expect(
      movements.items.filter((m) => m.kind.startsWith('transfer')).map((m) => [m.kind, m.date, m.quantity]),
    ).toEqual(expect.arrayContaining([['transfer_in', '2026-11-12', 4]]));

    await api.call(companyApi.setLockDate, { body: { lockDate: '2026-11-11' } });
    const adjust = (date?: string) =>
      api.call(productsApi.adjustStock, {
        params: { id: oil.id },
        body: { quantity: -1, reason: 'Test', branchId: s.home, ...(date && { date }) },
      });
    const lockedAdjust = await adjust('2026-11-11');
    expect(lockedAdjust.status).toBe(422);
    expect(lockedAdjust.error?.code).toBe('period-locked');
    expect((await s.stockIn(oil.id, s.home)).currentStock).toBe(6);
    const adjusted = await adjust();
    expect(adjusted.status, adjusted.text).toBe(200);
    expect(await entryOf(s, 'Stock adjustment OIL-1')).toMatchObject({ date: todayIn('Africa/Nairobi') });
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
