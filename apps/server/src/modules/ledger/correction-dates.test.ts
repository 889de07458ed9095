import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { expectInventoryTieOut } from '../../testing/inventory-invariants';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, useTestApp } from '../../testing/test-app';
import { shop } from '../inventory/inventory.fixture';
import { type Sales, sales } from '../sales/sales.fixture';

const t = useTestApp();

const get = async (s: { token: string }, url: string, query?: Record<string, string>) =>
  (await call(t.app, 'GET', url, { token: s.token, ...(query && { query }) })).body;
const entryCount = async (s: { token: string }) => (await get(s, '/api/journal-entries?limit=1')).total;
/** The newest posted entry whose memo holds `memo`. */
const entryOf = async (s: { token: string }, memo: string) =>
  (await get(s, '/api/journal-entries', { search: memo })).items[0];

/**
 * One correction of a document dated `documentDate`: the day before is 422 `invalid-date` and
 * changes nothing (no entry, `unchanged()` still holds); two days after, it posts on that date.
 */
async function expectDatedCorrection(
  s: { token: string },
  c: {
    url: string;
    body: Record<string, unknown>;
    documentDate: string;
    label: string;
    memo: string;
    unchanged: () => Promise<void>;
    status?: number;
  },
) {
  const before = await entryCount(s);
  const early = await call(t.app, 'POST', c.url, {
    token: s.token,
    body: { ...c.body, date: '2026-11-09' },
  });
  expect(early.status, early.text).toBe(422);
  expect(early.body.error).toMatchObject({
    code: 'invalid-date',
    message: `The date 09 Nov 2026 is before ${c.label}'s date 10 Nov 2026`,
    details: { documentDate: c.documentDate, fields: { date: early.body.error.message } },
  });
  expect(await entryCount(s)).toBe(before);
  await c.unchanged();
  const done = await call(t.app, 'POST', c.url, { token: s.token, body: { ...c.body, date: '2026-11-12' } });
  expect(done.status, done.text).toBe(c.status ?? 200);
  expect(await entryCount(s)).toBe(before + 1);
  expect(await entryOf(s, c.memo)).toMatchObject({ date: '2026-11-12', status: 'Posted' });
  return done.body;
}

/** A supplier with a bill of 5,000 (exempt) dated 10 Nov 2026, and a cash account holding 2,000. */
async function setup(s: Sales) {
  const accounts = (await get(s, '/api/accounts?limit=250')).items;
  const rent = accounts.find((a: { code: string }) => a.code === '6190');
  const supplier = await s.post('/api/suppliers', { name: 'Kisumu Movers', paymentTerms: 'net_30' });
  const bill = await s.post('/api/bills', {
    supplierId: supplier.id,
    date: '2026-11-10',
    lines: [{ description: 'Haulage', accountId: rent.id, unitPrice: 5000, taxCategory: 'A' }],
  });
  const till = await s.post('/api/bank-accounts', {
    name: 'Shop till',
    kind: 'cash',
    openingBalance: 2000,
    openingDate: '2026-11-01',
  });
  return { rent, supplier, bill, till };
}

describe('voids, refunds and reversals take a date', () => {
  it('receipts, supplier payments, bank transfers, journal entries and credit-note refunds', async () => {
    const s = await sales(t);
    const { supplier, bill, till } = await setup(s);

    const invoice = await s.post('/api/invoices', {
      customerId: s.customer.id,
      date: '2026-11-10',
      lines: [{ description: 'Delivery', unitPrice: 1000, taxCategory: 'B' }],
    });
    const receipt = await s.post('/api/receipts', {
      customerId: s.customer.id,
      bankAccountId: s.bank.id,
      paymentMethod: 'cash',
      date: '2026-11-10',
      amount: 1160,
      invoices: [{ invoiceId: invoice.id, amount: 1160 }],
    });
    const voidedReceipt = await expectDatedCorrection(s, {
      url: `/api/receipts/${receipt.id}/void`,
      body: { reason: 'Cheque bounced' },
      documentDate: '2026-11-10',
      label: 'RCT-0001',
      memo: 'Void of receipt RCT-0001',
      unchanged: async () =>
        expect(await get(s, `/api/invoices/${invoice.id}`)).toMatchObject({
          status: 'Paid',
          amountPaid: 1160,
        }),
    });
    expect(voidedReceipt).toMatchObject({ status: 'Voided' });

    const pay = async (amount: number) =>
      s.post('/api/payments', {
        supplierId: supplier.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'bank_transfer',
        paymentDate: '2026-11-10',
        amount,
        bills: [{ billId: bill.id, amount }],
      });
    const first = await pay(1000);
    const second = await pay(500);
    const paid = async () =>
      expect(await get(s, `/api/bills/${bill.id}`)).toMatchObject({ paidAmount: 1500 });
    const refunded = await expectDatedCorrection(s, {
      url: `/api/payments/${first.id}/refund`,
      body: { amount: 1000 },
      documentDate: '2026-11-10',
      label: first.paymentNo,
      memo: `Refund of payment ${first.paymentNo}`,
      unchanged: paid,
    });
    expect(refunded).toMatchObject({ status: 'Refunded', refundDate: '2026-11-12', refundAmount: 1000 });
    const voidedPayment = await expectDatedCorrection(s, {
      url: `/api/payments/${second.id}/void`,
      body: { reason: 'Paid in error' },
      documentDate: '2026-11-10',
      label: second.paymentNo,
      memo: `Void of payment ${second.paymentNo}`,
      unchanged: async () => expect(await get(s, `/api/bills/${bill.id}`)).toMatchObject({ paidAmount: 500 }),
    });
    expect(voidedPayment).toMatchObject({ status: 'Voided', voidDate: '2026-11-12' });

    const banked = await s.post('/api/bank-transfers', {
      fromBankAccountId: till.id,
      toBankAccountId: s.bank.id,
      amount: 1500,
      date: '2026-11-10',
    });
    const voidedTransfer = await expectDatedCorrection(s, {
      url: `/api/bank-transfers/${banked.id}/void`,
      body: { reason: 'Slip returned' },
      documentDate: '2026-11-10',
      label: 'BT-0001',
      memo: 'Void of transfer BT-0001',
      unchanged: async () =>
        expect(await get(s, `/api/bank-transfers/${banked.id}`)).toMatchObject({ status: 'Completed' }),
    });
    expect(voidedTransfer).toMatchObject({ status: 'Voided' });

    const accounts = (await get(s, '/api/accounts?limit=250')).items as Array<{ id: string; code: string }>;
    const id = (code: string) => accounts.find((a) => a.code === code)?.id;
    const entry = await s.post('/api/journal-entries', {
      date: '2026-11-10',
      memo: 'Office rent',
      status: 'Posted',
      lines: [
        { accountId: id('6100'), debit: 300 },
        { accountId: id('1010'), credit: 300 },
      ],
    });
    const reversal = await expectDatedCorrection(s, {
      url: `/api/journal-entries/${entry.id}/reverse`,
      body: {},
      documentDate: '2026-11-10',
      label: entry.number,
      memo: `Reversal of ${entry.number}`,
      status: 201,
      unchanged: async () =>
        expect(await get(s, `/api/journal-entries/${entry.id}`)).toMatchObject({ reversedById: null }),
    });
    expect(reversal).toMatchObject({ date: '2026-11-12', reversalOfId: entry.id, totalDebit: 300 });

    // a credit note on a paid invoice is all credit; refunding it is dated like any correction
    const paidInvoice = await s.post('/api/invoices', {
      customerId: s.customer.id,
      date: '2026-11-01',
      lines: [{ description: 'Survey', unitPrice: 100, taxCategory: 'A' }],
    });
    await s.post('/api/receipts', {
      customerId: s.customer.id,
      bankAccountId: s.bank.id,
      paymentMethod: 'cash',
      date: '2026-11-02',
      amount: 100,
      invoices: [{ invoiceId: paidInvoice.id, amount: 100 }],
    });
    const note = await s.post('/api/credit-notes', {
      invoiceId: paidInvoice.id,
      date: '2026-11-10',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    const refund = await expectDatedCorrection(s, {
      url: `/api/credit-notes/${note.id}/refund`,
      body: { amount: 100, bankAccountId: s.bank.id, method: 'cash' },
      documentDate: '2026-11-10',
      label: note.creditNoteNumber,
      memo: `Refund of ${note.creditNoteNumber}`,
      status: 201,
      unchanged: async () =>
        expect(await get(s, `/api/credit-notes/${note.id}`)).toMatchObject({ unapplied: 100, refunded: 0 }),
    });
    expect(refund).toMatchObject({ unapplied: 0, refunded: 100, refunds: [{ date: '2026-11-12' }] });
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('defaults to today in the company time zone; a locked date is period-locked and changes nothing', async () => {
    const s = await sales(t, 'Default Date Ltd');
    const { bill } = await setup(s);
    const lock = await call(t.app, 'PUT', '/api/company/lock-date', {
      token: s.token,
      body: { lockDate: '2026-11-11' },
    });
    expect(lock.status).toBe(200);
    const before = await entryCount(s);
    const locked = await call(t.app, 'POST', `/api/bills/${bill.id}/void`, {
      token: s.token,
      body: { date: '2026-11-11' },
    });
    expect(locked.status).toBe(422);
    expect(locked.body.error).toMatchObject({ code: 'period-locked', message: 'The period is locked' });
    expect(await entryCount(s)).toBe(before);
    expect(await get(s, `/api/bills/${bill.id}`)).toMatchObject({ status: 'Unpaid', voidDate: null });

    const voided = await call(t.app, 'POST', `/api/bills/${bill.id}/void`, { token: s.token });
    expect(voided.status, voided.text).toBe(200);
    const today = todayIn('Africa/Nairobi');
    expect(voided.body).toMatchObject({ status: 'Void', voidDate: today, voidReason: null });
    expect(await entryOf(s, 'Void of bill BILL-0001')).toMatchObject({ date: today });
  });

  it('transfers are dispatched and received on a date, not before the dispatch; stock adjustments too', async () => {
    const s = await shop(t);
    const oil = await s.product({ sku: 'OIL-1', name: 'Cooking oil 1 l', costPrice: 300, openingStock: 10 });
    const created = await call(t.app, 'POST', '/api/transfers', {
      token: s.token,
      body: { toBranchId: s.mombasa, items: [{ sku: 'OIL-1', qty: 4 }] },
    });
    const act = (action: string, body?: unknown) =>
      call(t.app, 'POST', `/api/transfers/${created.body.id}/${action}`, {
        token: s.token,
        ...(body !== undefined && { body }),
      });
    // a Pending transfer may be entered after the goods left: its dispatch has no earlier bound
    const unknown = await act('dispatch', { date: '2026-11-10', reason: 'x' });
    expect(unknown.status).toBe(400);
    const dispatched = await act('dispatch', { date: '2026-11-10' });
    expect(dispatched.status, dispatched.text).toBe(200);
    expect(await entryOf(s, 'Transfer TRN-0001 dispatch')).toMatchObject({
      date: '2026-11-10',
      totalDebit: 1200,
    });
    const early = await act('receive', { date: '2026-11-09' });
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({
      code: 'invalid-date',
      message: "The date 09 Nov 2026 is before TRN-0001's date 10 Nov 2026",
    });
    expect((await s.stockIn(oil.id, s.mombasa)).currentStock).toBe(0);
    const received = await act('receive', { date: '2026-11-12' });
    expect(received.body).toMatchObject({ status: 'Received' });
    expect(await entryOf(s, 'Transfer TRN-0001 receive')).toMatchObject({
      date: '2026-11-12',
      totalDebit: 2400, // 1,200 into Mombasa's inventory and 1,200 on the inter-branch account at home
    });
    const movements = await call(t.app, 'GET', `/api/products/${oil.id}/movements`, {
      token: s.token,
      headers: { 'x-branch-id': s.mombasa },
    });
    expect(
      movements.body.items
        .filter((m: { kind: string }) => m.kind.startsWith('transfer'))
        .map((m: { kind: string; date: string; quantity: number }) => [m.kind, m.date, m.quantity]),
    ).toEqual(expect.arrayContaining([['transfer_in', '2026-11-12', 4]]));

    await call(t.app, 'PUT', '/api/company/lock-date', { token: s.token, body: { lockDate: '2026-11-11' } });
    const lockedAdjust = await s.adjust(oil.id, -1, { date: '2026-11-11' });
    expect(lockedAdjust.status).toBe(422);
    expect(lockedAdjust.body.error.code).toBe('period-locked');
    expect((await s.stockIn(oil.id, s.home)).currentStock).toBe(6);
    const adjusted = await s.adjust(oil.id, -1);
    expect(adjusted.status, adjusted.text).toBe(200);
    expect(await entryOf(s, 'Stock adjustment OIL-1')).toMatchObject({ date: todayIn('Africa/Nairobi') });
    await expectInventoryTieOut(t.database.db, s.companyId);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
