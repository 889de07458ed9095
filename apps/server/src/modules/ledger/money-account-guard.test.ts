import { bankAccountsApi, billsApi, ledgerApi, payrollApi, supplierPaymentsApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { addEmployee, runPayroll } from '../payroll/payroll.fixture';
import { type Trade, trade } from '../purchasing/purchasing.fixture';

const t = useTestApp();

/** A trading company with a shop till (cash) holding 1,000 from 1 Nov and an M-Pesa till with nothing. */
async function shop() {
  const s = await trade(t);
  const till = await s.api.ok(bankAccountsApi.create, {
    body: { name: 'Shop till', kind: 'cash', openingBalance: 1000, openingDate: '2026-11-01' },
  });
  const mpesa = await s.api.ok(bankAccountsApi.create, {
    body: { name: 'M-Pesa till 555', kind: 'mobile_money' },
  });
  const bill = await s.api.ok(billsApi.create, {
    body: {
      supplierId: s.supplier.id,
      date: '2026-10-01',
      lines: [
        {
          description: 'Shop rent',
          accountId: await accountId(s, '6100'),
          unitPrice: 50000,
          taxCategory: 'A',
        },
      ],
    },
  });
  const pay = (amount: number, paymentDate: string, bankAccountId = till.id) =>
    s.api.call(supplierPaymentsApi.create, {
      body: {
        supplierId: s.supplier.id,
        bankAccountId,
        paymentMethod: 'cash',
        paymentDate,
        amount,
        bills: [{ billId: bill.id, amount }],
      },
    });
  const balanceOf = async (id: string) => (await s.api.ok(bankAccountsApi.get, { params: { id } })).balance;
  const paidOnBill = async () => (await s.api.ok(billsApi.get, { params: { id: bill.id } })).paidAmount;
  return { ...s, till, mpesa, bill, pay, balanceOf, paidOnBill };
}

async function accountId(s: Trade, code: string): Promise<string> {
  const chart = await s.api.ok(ledgerApi.listAccounts, { query: { limit: 250 } });
  return chart.items.find((a) => a.code === code)!.id;
}

describe('cash and M-Pesa never go below zero', () => {
  it('refuses a supplier payment the till cannot cover, on its date and on every later day', async () => {
    const s = await shop();
    const over = await s.pay(1000.01, '2026-11-20');
    expect(over.status).toBe(422);
    expect(over.error).toMatchObject({
      code: 'insufficient-funds',
      message: 'Shop till holds KES 1,000.00; KES 1,000.01 would take it below zero',
      details: { balance: 1000, amount: 1000.01, date: '2026-11-20' },
    });
    const beforeOpening = await s.pay(1, '2026-10-31');
    expect(beforeOpening.status).toBe(422);
    expect(beforeOpening.error?.message).toBe('Shop till holds KES 0.00; KES 1.00 would take it below zero');
    expect([await s.balanceOf(s.till.id), await s.paidOnBill()]).toEqual([1000, 0]);

    expect((await s.pay(500, '2026-11-10')).status).toBe(201);
    // on 5 Nov the till held 1,000, but 600 out then leaves 1,000 - 600 - 500 < 0 on 10 Nov
    const backdated = await s.pay(600, '2026-11-05');
    expect(backdated.status).toBe(422);
    expect(backdated.error?.message).toBe(
      'Shop till holds KES 500.00 on 2026-11-10; KES 600.00 would take it below zero',
    );
    expect((await s.pay(500, '2026-11-05')).status).toBe(201);
    expect([await s.balanceOf(s.till.id), await s.paidOnBill()]).toEqual([0, 1000]);
    // a bank account may be overdrawn
    const empty = await s.api.ok(bankAccountsApi.create, { body: { name: 'Equity Current', kind: 'bank' } });
    expect((await s.pay(49_000, '2026-11-20', empty.id)).status).toBe(201);
    expect(await s.balanceOf(empty.id)).toBe(-49_000);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('refuses payroll paid from an empty M-Pesa account and a journal entry taking cash below zero', async () => {
    const s = await shop();
    await addEmployee(t.app, s.token, { salary: 30000 });
    expect((await runPayroll(t.app, s.token, { period: '2026-10' })).status).toBe(201);
    const payroll = await s.api.call(payrollApi.pay, {
      body: { period: '2026-10', bankAccountId: s.mpesa.id, date: '2026-11-03' },
    });
    expect(payroll.status).toBe(422);
    expect(payroll.error?.code).toBe('insufficient-funds');
    expect(payroll.error?.message).toMatch(/^M-Pesa till 555 holds KES 0\.00; KES [\d,]+\.\d\d would take/);
    const records = await s.api.ok(payrollApi.list, { query: { period: '2026-10' } });
    expect(records.items.map((r) => r.status)).toEqual(['Processed']);

    const entry = (credit: number) =>
      s.api.call(ledgerApi.createEntry, {
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
    expect(tooMuch.error?.message).toBe(
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
