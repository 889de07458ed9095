import { companyApi, ledgerApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function setup() {
  const owner = await signupCompany(t.app);
  const list = (await apiClient(t.app, owner.token).call(ledgerApi.listAccounts, { query: { limit: 250 } }))
    .body.items;
  const id = (code: string) => list.find((a) => a.code === code)?.id as string;
  return { owner, token: owner.token, id };
}

const capital = (id: (code: string) => string, amount = 100000, date = '2026-02-01') => ({
  date,
  memo: 'Owner invests',
  status: 'Posted' as const,
  lines: [
    { accountId: id('1010'), debit: amount },
    { accountId: id('3000'), credit: amount },
  ],
});

describe('journal entries', () => {
  it('drafts, edits, posts, reverses; numbers stay gapless; balances follow', async () => {
    const { token, id, owner } = await setup();
    const draft = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: {
        date: '2026-03-01',
        memo: 'Rent',
        lines: [
          { accountId: id('6100'), debit: 25000 },
          { accountId: id('1010'), credit: 20000 },
        ],
      },
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'Draft', totalDebit: 25000, totalCredit: 20000 });
    expect(draft.body.number).toMatch(/^DRAFT-/);
    const unbalanced = await apiClient(t.app, token).call(ledgerApi.postEntry, {
      params: { id: draft.body.id },
    });
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.error).toMatchObject({
      code: 'unbalanced-entry',
      message: 'Journal entry does not balance',
    });
    const fixed = await apiClient(t.app, token).call(ledgerApi.updateEntry, {
      params: { id: draft.body.id },
      body: {
        lines: [
          { accountId: id('6100'), debit: 25000 },
          { accountId: id('1010'), credit: 25000 },
        ],
      },
    });
    expect(fixed.body.totalCredit).toBe(25000);
    const discard = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: {
        date: '2026-03-02',
        lines: [
          { accountId: id('6110'), debit: 1 },
          { accountId: id('1010'), credit: 1 },
        ],
      },
    });
    expect(
      (await apiClient(t.app, token).call(ledgerApi.removeEntry, { params: { id: discard.body.id } })).status,
    ).toBe(204);
    const posted = await apiClient(t.app, token).call(ledgerApi.postEntry, { params: { id: draft.body.id } });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ status: 'Posted', number: 'JE-0001' });
    expect(
      (
        await apiClient(t.app, token).call(ledgerApi.updateEntry, {
          params: { id: draft.body.id },
          body: { memo: 'x' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await apiClient(t.app, token).call(ledgerApi.removeEntry, { params: { id: draft.body.id } })).status,
    ).toBe(409);
    const cash = () =>
      apiClient(t.app, token)
        .call(ledgerApi.getAccount, { params: { id: id('1010') } })
        .then((r) => r.body.balance);
    expect(await cash()).toBe(-25000);
    const reversal = await apiClient(t.app, token).call(ledgerApi.reverseEntry, {
      params: { id: draft.body.id },
      body: { date: '2026-03-05' },
    });
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({
      number: 'JE-0002',
      reversalOfId: draft.body.id,
      memo: 'Reversal of JE-0001',
    });
    expect(reversal.body.lines.map((l: { debit: number; credit: number }) => [l.debit, l.credit])).toEqual([
      [0, 25000],
      [25000, 0],
    ]);
    expect(await cash()).toBe(0);
    const again = await apiClient(t.app, token).call(ledgerApi.reverseEntry, {
      params: { id: draft.body.id },
    });
    expect(again.status).toBe(409);
    const original = await apiClient(t.app, token).call(ledgerApi.getEntry, {
      params: { id: draft.body.id },
    });
    expect(original.body.reversedById).toBe(reversal.body.id);
    const list = await apiClient(t.app, token).call(ledgerApi.listEntries, { query: { status: 'Posted' } });
    expect(list.body.items.map((e: { number: string }) => e.number)).toEqual(['JE-0002', 'JE-0001']);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });

  it('posts at once with approve; the lock date refuses earlier postings', async () => {
    const { token, id } = await setup();
    const ok = await apiClient(t.app, token).call(ledgerApi.createEntry, { body: capital(id) });
    expect(ok.body).toMatchObject({ status: 'Posted', number: 'JE-0001', totalDebit: 100000 });
    const lock = await apiClient(t.app, token).call(companyApi.setLockDate, {
      body: { lockDate: '2026-02-28' },
    });
    expect(lock.body.lockDate).toBe('2026-02-28');
    const locked = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: capital(id, 5, '2026-02-28'),
    });
    expect(locked.status).toBe(422);
    expect(locked.error).toMatchObject({ code: 'period-locked', message: 'The period is locked' });
    const reverseLocked = await apiClient(t.app, token).call(ledgerApi.reverseEntry, {
      params: { id: ok.body.id },
      body: { date: '2026-02-15' },
    });
    expect(reverseLocked.status).toBe(422);
    const after = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: capital(id, 5, '2026-03-01'),
    });
    expect(after.body.number).toBe('JE-0002');
    const bank = await apiClient(t.app, token).call(ledgerApi.listAccounts, {
      query: { search: 'Bank Accounts' },
    });
    expect(bank.body.items[0]?.balance).toBe(100005);
    const asOf = await apiClient(t.app, token).call(ledgerApi.listAccounts, {
      query: { search: 'Bank Accounts', asOf: '2026-02-28' },
    });
    expect(asOf.body.items[0]?.balance).toBe(100000);
  });

  it('bad input is 400, one-sided lines are required, roles are enforced, other companies invisible', async () => {
    const { token, id, owner } = await setup();
    const twoSided = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: {
        date: '2026-03-01',
        lines: [
          { accountId: id('1000'), debit: 5, credit: 5 },
          { accountId: id('4000'), credit: 5 },
        ],
      },
    });
    expect(twoSided.status).toBe(400);
    const oneLine = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: { date: '2026-03-01', lines: [{ accountId: id('1000'), debit: 5 }] },
    });
    expect(oneLine.status).toBe(400);
    const threeDecimals = await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: {
        date: '2026-03-01',
        lines: [
          { accountId: id('1000'), debit: 5.001 },
          { accountId: id('4000'), credit: 5.001 },
        ],
      },
    });
    expect(threeDecimals.status).toBe(400);
    const posted = await apiClient(t.app, token).call(ledgerApi.createEntry, { body: capital(id) });
    const other = await signupCompany(t.app);
    expect(
      (await apiClient(t.app, other.token).call(ledgerApi.getEntry, { params: { id: posted.body.id } }))
        .status,
    ).toBe(404);
    expect(
      (await apiClient(t.app, other.token).call(ledgerApi.reverseEntry, { params: { id: posted.body.id } }))
        .status,
    ).toBe(404);
    expect(
      (await apiClient(t.app, other.token).call(ledgerApi.getAccount, { params: { id: id('1010') } })).status,
    ).toBe(404);
    const foreignAccount = await apiClient(t.app, other.token).call(ledgerApi.createEntry, {
      body: capital(id),
    });
    expect(foreignAccount.status).toBe(400);
    const { token: viewer } = await staffWithRole(t.app, owner, 'viewer');
    expect((await apiClient(t.app, viewer).call(ledgerApi.listEntries)).status).toBe(200);
    expect((await apiClient(t.app, viewer).call(ledgerApi.createEntry, { body: capital(id) })).status).toBe(
      403,
    );
    expect(
      (await apiClient(t.app, viewer).call(ledgerApi.reverseEntry, { params: { id: posted.body.id } }))
        .status,
    ).toBe(403);
    expect(
      (await apiClient(t.app, viewer).call(companyApi.setLockDate, { body: { lockDate: null } })).status,
    ).toBe(403);
  });
});

describe('accounts', () => {
  it('creates, refuses duplicates, protects system accounts and accounts with postings', async () => {
    const { token, id } = await setup();
    const created = await apiClient(t.app, token).call(ledgerApi.createAccount, {
      body: { code: '6200', name: 'Security Services', type: 'expense', subtype: 'operating' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: '6200', balance: 0, systemKey: null, isActive: true });
    expect(
      (
        await apiClient(t.app, token).call(ledgerApi.createAccount, {
          body: { code: '6200', name: 'X', type: 'expense' },
        })
      ).status,
    ).toBe(409);
    const retype = await apiClient(t.app, token).call(ledgerApi.updateAccount, {
      params: { id: id('2100') },
      body: { type: 'expense' },
    });
    expect(retype.status).toBe(409);
    const rename = await apiClient(t.app, token).call(ledgerApi.updateAccount, {
      params: { id: id('2100') },
      body: { name: 'Output VAT' },
    });
    expect(rename.body.name).toBe('Output VAT');
    expect(
      (await apiClient(t.app, token).call(ledgerApi.removeAccount, { params: { id: id('2100') } })).status,
    ).toBe(409);
    await apiClient(t.app, token).call(ledgerApi.createEntry, {
      body: {
        date: '2026-03-01',
        status: 'Posted',
        lines: [
          { accountId: created.body.id, debit: 3000 },
          { accountId: id('1010'), credit: 3000 },
        ],
      },
    });
    expect(
      (await apiClient(t.app, token).call(ledgerApi.removeAccount, { params: { id: created.body.id } }))
        .status,
    ).toBe(409);
    const spare = await apiClient(t.app, token).call(ledgerApi.createAccount, {
      body: { code: '6210', name: 'Spare', type: 'expense' },
    });
    expect(
      (await apiClient(t.app, token).call(ledgerApi.removeAccount, { params: { id: spare.body.id } })).status,
    ).toBe(204);
    const expenses = await apiClient(t.app, token).call(ledgerApi.listAccounts, {
      query: { type: 'expense', sort: '-balance', limit: 1 },
    });
    expect(expenses.body.items[0]).toMatchObject({ code: '6200', balance: 3000 });
  });
});
