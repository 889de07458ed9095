import {
  type BANK_ACCOUNT_KINDS,
  bankAccountsApi,
  bankTransfersApi,
  branchesApi,
  ledgerApi,
  reportsApi,
  type WireOf,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

/** A till (cash) with 5,000, an M-Pesa till with 1,200 and a bank account with nothing. */
async function setup() {
  const owner = await signupCompany(t.app);
  const token = owner.token;
  const api = apiClient(t.app, token);
  const open = (name: string, kind: (typeof BANK_ACCOUNT_KINDS)[number], openingBalance: number) =>
    api.ok(bankAccountsApi.create, { body: { name, kind, openingBalance, openingDate: '2026-11-01' } });
  const till = await open('Shop till', 'cash', 5000);
  const mpesa = await open('M-Pesa till 123456', 'mobile_money', 1200);
  const bank = await open('KCB Current', 'bank', 0);
  const balanceOf = async (id: string) => (await api.ok(bankAccountsApi.get, { params: { id } })).balance;
  const transfer = (body: WireOf<typeof bankTransfersApi.create.body>) =>
    api.call(bankTransfersApi.create, { body });
  return { owner, token, api, till, mpesa, bank, balanceOf, transfer };
}

describe('transfers between own accounts', () => {
  it('banks the till: one numbered transfer, one posted entry; a void reverses it', async () => {
    const { owner, api, till, bank, balanceOf, transfer } = await setup();
    const banked = await transfer({
      fromBankAccountId: till.id,
      toBankAccountId: bank.id,
      amount: 4500.5,
      date: '2026-11-20',
      reference: 'Deposit slip 0091',
    });
    expect(banked.status, banked.text).toBe(201);
    expect(banked.body).toMatchObject({
      transferNumber: 'BT-0001',
      fromAccountName: 'Shop till',
      toAccountName: 'KCB Current',
      amount: 4500.5,
      date: '2026-11-20',
      status: 'Completed',
      branchId: owner.user.branchId,
    });
    expect(banked.body.entryNumber).toMatch(/^JE-\d{4}$/);
    expect([await balanceOf(till.id), await balanceOf(bank.id)]).toEqual([499.5, 4500.5]);
    const entry = await api.ok(ledgerApi.listEntries, { query: { search: 'BT-0001' } });
    expect(entry.items[0]).toMatchObject({
      number: banked.body.entryNumber,
      totalDebit: 4500.5,
      status: 'Posted',
    });

    const voided = await api.call(bankTransfersApi.void, {
      params: { id: banked.body.id },
      body: { reason: 'Slip returned by the bank' },
    });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ status: 'Voided', voidReason: 'Slip returned by the bank' });
    expect([await balanceOf(till.id), await balanceOf(bank.id)]).toEqual([5000, 0]);
    const again = await api.call(bankTransfersApi.void, {
      params: { id: banked.body.id },
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    const list = await api.ok(bankTransfersApi.list, { query: { bankAccountId: bank.id } });
    expect(list.items.map((x) => [x.transferNumber, x.status])).toEqual([['BT-0001', 'Voided']]);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });

  it('moves no more cash or M-Pesa than the account holds; a bank may go overdrawn', async () => {
    const { api, till, mpesa, bank, balanceOf, transfer } = await setup();
    const tooMuch = await transfer({
      fromBankAccountId: mpesa.id,
      toBankAccountId: bank.id,
      amount: 1200.01,
      date: todayIn(),
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.error).toMatchObject({
      code: 'insufficient-funds',
      message: 'M-Pesa till 123456 holds KES 1,200.00; KES 1,200.01 would take it below zero',
      details: { balance: 1200, amount: 1200.01 },
    });
    const overdraft = await transfer({
      fromBankAccountId: bank.id,
      toBankAccountId: till.id,
      amount: 300,
      date: todayIn(),
    });
    expect(overdraft.status).toBe(201);
    expect(await balanceOf(bank.id)).toBe(-300);
    // the till now holds 5,300; banked back, it cannot give the 300 back again by a void of the first
    const back = await transfer({
      fromBankAccountId: till.id,
      toBankAccountId: bank.id,
      amount: 5300,
      date: todayIn(),
    });
    expect(back.status).toBe(201);
    const undo = await api.call(bankTransfersApi.void, {
      params: { id: overdraft.body.id },
      body: { reason: 'Wrong way round' },
    });
    expect(undo.status).toBe(422);
    expect(undo.error?.message).toBe('Shop till holds KES 0.00; KES 300.00 would take it below zero');
    expect([await balanceOf(till.id), await balanceOf(bank.id)]).toEqual([0, 5000]);

    const bad = [
      [
        { fromBankAccountId: till.id, toBankAccountId: till.id, amount: 1, date: todayIn() },
        'toBankAccountId',
      ],
      [{ fromBankAccountId: till.id, toBankAccountId: bank.id, amount: 0, date: todayIn() }, 'amount'],
      [{ fromBankAccountId: till.id, toBankAccountId: bank.id, amount: 1.001, date: todayIn() }, 'amount'],
      [{ fromBankAccountId: till.id, toBankAccountId: bank.id, amount: 1, date: '20/11/2026' }, 'date'],
      [
        { fromBankAccountId: 'till', toBankAccountId: bank.id, amount: 1, date: todayIn() },
        'fromBankAccountId',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const res = await transfer(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.error?.details?.fields ?? {}), field).toContain(field);
    }
    expect((await api.ok(bankTransfersApi.list)).total).toBe(2);
  });

  it('moves money between branches through the inter-branch account; keeps to the company and permission', async () => {
    const { owner, token, api, till, bank, balanceOf, transfer } = await setup();
    const mombasa = await api.ok(branchesApi.create, { body: { name: 'Mombasa' } });
    const there = await apiClient(t.app, token, { 'x-branch-id': mombasa.id }).ok(bankAccountsApi.create, {
      body: { name: 'Mombasa till', kind: 'cash' },
    });
    const across = await transfer({
      fromBankAccountId: till.id,
      toBankAccountId: there.id,
      amount: 1234.56,
      date: '2026-11-20',
    });
    expect(across.status, across.text).toBe(201);
    expect([await balanceOf(till.id), await balanceOf(there.id)]).toEqual([3765.44, 1234.56]);
    const trialBalance = (branchId?: string) =>
      api.ok(reportsApi.trialBalance, { query: { to: '2026-11-30', ...(branchId && { branchId }) } });
    const interBranch = (tb: Awaited<ReturnType<typeof trialBalance>>) =>
      tb.rows.find((r) => r.accountCode === '1900');
    const home = await trialBalance(owner.user.branchId);
    const away = await trialBalance(mombasa.id);
    const company = await trialBalance();
    expect(home.totals.debit).toBe(home.totals.credit);
    expect(away.totals.debit).toBe(away.totals.credit);
    expect(interBranch(home)).toMatchObject({ debit: 1234.56, credit: 0 });
    expect(interBranch(away)).toMatchObject({ debit: 0, credit: 1234.56 });
    expect(interBranch(company)).toBeUndefined();
    expect(company.totals.debit).toBe(home.totals.debit + away.totals.debit - 1234.56);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);

    const other = await signupCompany(t.app);
    const foreign = await apiClient(t.app, other.token).call(bankTransfersApi.create, {
      body: { fromBankAccountId: till.id, toBankAccountId: bank.id, amount: 10, date: todayIn() },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.details?.fields).toEqual({ fromBankAccountId: 'No such account' });

    const sales = await staffWithRole(t.app, owner, 'sales');
    const refused = await apiClient(t.app, sales.token).call(bankTransfersApi.create, {
      body: { fromBankAccountId: till.id, toBankAccountId: bank.id, amount: 10, date: todayIn() },
    });
    expect(refused.status).toBe(403);
  });

  it('never lets simultaneous transfers take more cash than the till holds', async () => {
    const { till, bank, balanceOf, transfer } = await setup();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer({ fromBankAccountId: till.id, toBankAccountId: bank.id, amount: 1000, date: todayIn() }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    expect([await balanceOf(till.id), await balanceOf(bank.id)]).toEqual([0, 5000]);
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.transferNumber)
      .sort();
    expect(numbers).toEqual(['BT-0001', 'BT-0002', 'BT-0003', 'BT-0004', 'BT-0005']);
  });
});
