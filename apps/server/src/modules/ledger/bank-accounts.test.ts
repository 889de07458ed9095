import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('bank accounts', () => {
  it('creates with a ledger account and posts the opening balance against opening balance equity', async () => {
    const owner = await signupCompany(t.app);
    const token = owner.token;
    const kcb = await call(t.app, 'POST', '/api/bank-accounts', {
      token,
      body: {
        name: 'KCB Current',
        bankName: 'KCB',
        accountNumber: '1234567890',
        kind: 'bank',
        openingBalance: 250000.5,
        openingDate: '2026-01-01',
      },
    });
    expect(kcb.status).toBe(201);
    expect(kcb.body).toMatchObject({
      name: 'KCB Current',
      kind: 'bank',
      accountCode: '1010-01',
      openingBalance: 250000.5,
      balance: 250000.5,
      branchId: owner.user.branchId,
      isActive: true,
      isDeleted: false,
    });
    const till = await call(t.app, 'POST', '/api/bank-accounts', {
      token,
      body: { name: 'M-Pesa Till 123456', kind: 'mobile_money' },
    });
    expect(till.body).toMatchObject({ accountCode: '1020-01', balance: 0 });
    const overdraft = await call(t.app, 'POST', '/api/bank-accounts', {
      token,
      body: { name: 'Equity Overdraft', kind: 'bank', openingBalance: -1000 },
    });
    expect(overdraft.body).toMatchObject({ accountCode: '1010-02', balance: -1000 });
    const equity = (await call(t.app, 'GET', '/api/accounts?search=Opening Balance', { token })).body
      .items[0];
    expect(equity.balance).toBe(249000.5);
    const list = await call(t.app, 'GET', '/api/bank-accounts?sort=name', { token });
    expect(list.body.items.map((b: { name: string }) => b.name)).toEqual([
      'Equity Overdraft',
      'KCB Current',
      'M-Pesa Till 123456',
    ]);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);

    const renamed = await call(t.app, 'PATCH', `/api/bank-accounts/${kcb.body.id}`, {
      token,
      body: { name: 'KCB Main' },
    });
    expect(renamed.body.name).toBe('KCB Main');
    expect(Date.parse(renamed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(kcb.body.updatedAt));
    const ledger = await call(t.app, 'GET', `/api/accounts/${kcb.body.accountId}`, { token });
    expect(ledger.body).toMatchObject({ name: 'KCB Main', code: '1010-01', balance: 250000.5 });
    const noOpening = await call(t.app, 'PATCH', `/api/bank-accounts/${kcb.body.id}`, {
      token,
      body: { openingBalance: 1 },
    });
    expect(noOpening.status).toBe(400);

    expect((await call(t.app, 'DELETE', `/api/bank-accounts/${till.body.id}`, { token })).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/bank-accounts/${till.body.id}`, { token })).status).toBe(404);
    const after = await call(t.app, 'GET', '/api/bank-accounts', { token });
    expect(after.body.total).toBe(2);
  });

  it('is scoped to the branch and the company, and needs the banking permissions', async () => {
    const owner = await signupCompany(t.app);
    const token = owner.token;
    const mombasa = (await call(t.app, 'POST', '/api/branches', { token, body: { name: 'Mombasa' } })).body;
    const there = await call(t.app, 'POST', '/api/bank-accounts', {
      token,
      headers: { 'x-branch-id': mombasa.id },
      body: { name: 'Mombasa Cash', kind: 'cash', openingBalance: 5000 },
    });
    expect(there.body).toMatchObject({ branchId: mombasa.id, accountCode: '1000-01' });
    expect((await call(t.app, 'GET', '/api/bank-accounts', { token })).body.total).toBe(0);
    expect(
      (await call(t.app, 'GET', `/api/bank-accounts?branchId=${mombasa.id}`, { token })).body.total,
    ).toBe(1);
    const other = await signupCompany(t.app);
    expect(
      (await call(t.app, 'GET', `/api/bank-accounts/${there.body.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/bank-accounts/${there.body.id}`, { token: other.token })).status,
    ).toBe(404);
    const foreignBranch = await call(t.app, 'GET', `/api/bank-accounts?branchId=${mombasa.id}`, {
      token: other.token,
    });
    expect(foreignBranch.status).toBe(403);
    // a seller lists them for receipts (without balances: picker-access.test.ts); a storekeeper may not
    const { token: salesToken } = await staffWithRole(t.app, owner, 'sales');
    expect((await call(t.app, 'GET', '/api/bank-accounts', { token: salesToken })).status).toBe(200);
    const { token: storeToken } = await staffWithRole(t.app, owner, 'storekeeper');
    expect((await call(t.app, 'GET', '/api/bank-accounts', { token: storeToken })).status).toBe(403);
    expect(
      (
        await call(t.app, 'POST', '/api/bank-accounts', {
          token: salesToken,
          body: { name: 'x', kind: 'cash' },
        })
      ).status,
    ).toBe(403);
    const mombasaOnlyForOwner = await call(t.app, 'GET', `/api/bank-accounts/${there.body.id}`, { token });
    expect(mombasaOnlyForOwner.body.balance).toBe(5000);
  });
});
