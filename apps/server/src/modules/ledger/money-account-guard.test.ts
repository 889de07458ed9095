import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, useTestApp } from '../../testing/test-app';
import { addEmployee, runPayroll } from '../payroll/payroll.fixture';
import { type Trade, trade } from '../purchasing/purchasing.fixture';

const t = useTestApp();

/** A trading company with a shop till (cash) holding 1,000 from 1 Nov and an M-Pesa till with nothing. */
async function shop() {
  const s = await trade(t);
  const till = await s.post('/api/bank-accounts', {
    name: 'Shop till',
    kind: 'cash',
    openingBalance: 1000,
    openingDate: '2026-11-01',
  });
  const mpesa = await s.post('/api/bank-accounts', { name: 'M-Pesa till 555', kind: 'mobile_money' });
  const bill = await s.post('/api/bills', {
    supplierId: s.supplier.id,
    date: '2026-10-01',
    lines: [
      { description: 'Shop rent', accountId: await accountId(s, '6100'), unitPrice: 50000, taxCategory: 'A' },
    ],
  });
  const pay = (amount: number, paymentDate: string, bankAccountId = till.id) =>
    call(t.app, 'POST', '/api/payments', {
      token: s.token,
      body: {
        supplierId: s.supplier.id,
        bankAccountId,
        paymentMethod: 'cash',
        paymentDate,
        amount,
        bills: [{ billId: bill.id, amount }],
      },
    });
  const balanceOf = async (id: string) =>
    (await call(t.app, 'GET', `/api/bank-accounts/${id}`, { token: s.token })).body.balance as number;
  const paidOnBill = async () =>
    (await call(t.app, 'GET', `/api/bills/${bill.id}`, { token: s.token })).body.paidAmount as number;
  return { ...s, till, mpesa, bill, pay, balanceOf, paidOnBill };
}

async function accountId(s: Trade, code: string): Promise<string> {
  const res = await call(t.app, 'GET', '/api/accounts', { token: s.token, query: { limit: '250' } });
  return res.body.items.find((a: { code: string }) => a.code === code).id;
}

describe('cash and M-Pesa never go below zero', () => {
  it('refuses a supplier payment the till cannot cover, on its date and on every later day', async () => {
    const s = await shop();
    const over = await s.pay(1000.01, '2026-11-20');
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'insufficient-funds',
      message: 'Shop till holds KES 1,000.00; KES 1,000.01 would take it below zero',
      details: { balance: 1000, amount: 1000.01, date: '2026-11-20' },
    });
    const beforeOpening = await s.pay(1, '2026-10-31');
    expect(beforeOpening.status).toBe(422);
    expect(beforeOpening.body.error.message).toBe(
      'Shop till holds KES 0.00; KES 1.00 would take it below zero',
    );
    expect([await s.balanceOf(s.till.id), await s.paidOnBill()]).toEqual([1000, 0]);

    expect((await s.pay(500, '2026-11-10')).status).toBe(201);
    // on 5 Nov the till held 1,000, but 600 out then leaves 1,000 - 600 - 500 < 0 on 10 Nov
    const backdated = await s.pay(600, '2026-11-05');
    expect(backdated.status).toBe(422);
    expect(backdated.body.error.message).toBe(
      'Shop till holds KES 500.00 on 2026-11-10; KES 600.00 would take it below zero',
    );
    expect((await s.pay(500, '2026-11-05')).status).toBe(201);
    expect([await s.balanceOf(s.till.id), await s.paidOnBill()]).toEqual([0, 1000]);
    // a bank account may be overdrawn
    const empty = await s.post('/api/bank-accounts', { name: 'Equity Current', kind: 'bank' });
    expect((await s.pay(49_000, '2026-11-20', empty.id)).status).toBe(201);
    expect(await s.balanceOf(empty.id)).toBe(-49_000);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('refuses payroll paid from an empty M-Pesa account and a journal entry taking cash below zero', async () => {
    const s = await shop();
    await addEmployee(t.app, s.token, { salary: 30000 });
    expect((await runPayroll(t.app, s.token, { period: '2026-10' })).status).toBe(201);
    const payroll = await call(t.app, 'POST', '/api/payroll/pay', {
      token: s.token,
      body: { period: '2026-10', bankAccountId: s.mpesa.id, date: '2026-11-03' },
    });
    expect(payroll.status).toBe(422);
    expect(payroll.body.error.code).toBe('insufficient-funds');
    expect(payroll.body.error.message).toMatch(
      /^M-Pesa till 555 holds KES 0\.00; KES [\d,]+\.\d\d would take/,
    );
    const records = await call(t.app, 'GET', '/api/payroll', {
      token: s.token,
      query: { period: '2026-10' },
    });
    expect(records.body.items.map((r: { status: string }) => r.status)).toEqual(['Processed']);

    const entry = (credit: number) =>
      call(t.app, 'POST', '/api/journal-entries', {
        token: s.token,
        body: {
          date: '2026-11-15',
          status: 'Posted',
          memo: 'Petty cash: cleaning',
          lines: [
            { accountId: s.till.accountId, credit },
            { accountId: s.mpesa.accountId, debit: credit },
          ],
        },
      });
    const tooMuch = await entry(1200);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.message).toBe(
      'Shop till holds KES 1,000.00; KES 1,200.00 would take it below zero',
    );
    expect((await entry(1000)).status).toBe(201);
    expect([await s.balanceOf(s.till.id), await s.balanceOf(s.mpesa.id)]).toEqual([0, 1000]);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('lets only as many simultaneous payments through as the till can cover', async () => {
    const s = await shop();
    const results = await Promise.all(Array.from({ length: 6 }, () => s.pay(300, '2026-11-20')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422, 422]);
    expect([await s.balanceOf(s.till.id), await s.paidOnBill()]).toEqual([100, 900]);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });
});
