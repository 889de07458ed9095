import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function setup() {
  const owner = await signupCompany(t.app);
  const list = (await call(t.app, 'GET', '/api/accounts?limit=250', { token: owner.token })).body.items;
  const id = (code: string) => list.find((a: { code: string }) => a.code === code).id as string;
  return { owner, token: owner.token, id };
}

const capital = (id: (code: string) => string, amount = 100000, date = '2026-02-01') => ({
  date,
  memo: 'Owner invests',
  status: 'Posted',
  lines: [
    { accountId: id('1010'), debit: amount },
    { accountId: id('3000'), credit: amount },
  ],
});

describe('journal entries', () => {
  it('drafts, edits, posts, reverses; numbers stay gapless; balances follow', async () => {
    const { token, id, owner } = await setup();
    const draft = await call(t.app, 'POST', '/api/journal-entries', {
      token,
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
    const unbalanced = await call(t.app, 'POST', `/api/journal-entries/${draft.body.id}/post`, { token });
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.body.error).toMatchObject({
      code: 'unbalanced-entry',
      message: 'Journal entry does not balance',
    });
    const fixed = await call(t.app, 'PATCH', `/api/journal-entries/${draft.body.id}`, {
      token,
      body: {
        lines: [
          { accountId: id('6100'), debit: 25000 },
          { accountId: id('1010'), credit: 25000 },
        ],
      },
    });
    expect(fixed.body.totalCredit).toBe(25000);
    const discard = await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: {
        date: '2026-03-02',
        lines: [
          { accountId: id('6110'), debit: 1 },
          { accountId: id('1010'), credit: 1 },
        ],
      },
    });
    expect((await call(t.app, 'DELETE', `/api/journal-entries/${discard.body.id}`, { token })).status).toBe(
      204,
    );
    const posted = await call(t.app, 'POST', `/api/journal-entries/${draft.body.id}/post`, { token });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ status: 'Posted', number: 'JE-0001' });
    expect(
      (await call(t.app, 'PATCH', `/api/journal-entries/${draft.body.id}`, { token, body: { memo: 'x' } }))
        .status,
    ).toBe(409);
    expect((await call(t.app, 'DELETE', `/api/journal-entries/${draft.body.id}`, { token })).status).toBe(
      409,
    );
    const cash = () =>
      call(t.app, 'GET', `/api/accounts/${id('1010')}`, { token }).then((r) => r.body.balance);
    expect(await cash()).toBe(-25000);
    const reversal = await call(t.app, 'POST', `/api/journal-entries/${draft.body.id}/reverse`, {
      token,
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
    const again = await call(t.app, 'POST', `/api/journal-entries/${draft.body.id}/reverse`, { token });
    expect(again.status).toBe(409);
    const original = await call(t.app, 'GET', `/api/journal-entries/${draft.body.id}`, { token });
    expect(original.body.reversedById).toBe(reversal.body.id);
    const list = await call(t.app, 'GET', '/api/journal-entries?status=Posted', { token });
    expect(list.body.items.map((e: { number: string }) => e.number)).toEqual(['JE-0002', 'JE-0001']);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });

  it('posts at once with approve; the lock date refuses earlier postings', async () => {
    const { token, id } = await setup();
    const ok = await call(t.app, 'POST', '/api/journal-entries', { token, body: capital(id) });
    expect(ok.body).toMatchObject({ status: 'Posted', number: 'JE-0001', totalDebit: 100000 });
    const lock = await call(t.app, 'PUT', '/api/company/lock-date', {
      token,
      body: { lockDate: '2026-02-28' },
    });
    expect(lock.body.lockDate).toBe('2026-02-28');
    const locked = await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: capital(id, 5, '2026-02-28'),
    });
    expect(locked.status).toBe(422);
    expect(locked.body.error).toMatchObject({ code: 'period-locked', message: 'The period is locked' });
    const reverseLocked = await call(t.app, 'POST', `/api/journal-entries/${ok.body.id}/reverse`, {
      token,
      body: { date: '2026-02-15' },
    });
    expect(reverseLocked.status).toBe(422);
    const after = await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: capital(id, 5, '2026-03-01'),
    });
    expect(after.body.number).toBe('JE-0002');
    const bank = await call(t.app, 'GET', `/api/accounts?search=Bank Accounts`, { token });
    expect(bank.body.items[0].balance).toBe(100005);
    const asOf = await call(t.app, 'GET', `/api/accounts?search=Bank Accounts&asOf=2026-02-28`, { token });
    expect(asOf.body.items[0].balance).toBe(100000);
  });

  it('bad input is 400, one-sided lines are required, roles are enforced, other companies invisible', async () => {
    const { token, id, owner } = await setup();
    const twoSided = await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: {
        date: '2026-03-01',
        lines: [
          { accountId: id('1000'), debit: 5, credit: 5 },
          { accountId: id('4000'), credit: 5 },
        ],
      },
    });
    expect(twoSided.status).toBe(400);
    const oneLine = await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: { date: '2026-03-01', lines: [{ accountId: id('1000'), debit: 5 }] },
    });
    expect(oneLine.status).toBe(400);
    const threeDecimals = await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: {
        date: '2026-03-01',
        lines: [
          { accountId: id('1000'), debit: 5.001 },
          { accountId: id('4000'), credit: 5.001 },
        ],
      },
    });
    expect(threeDecimals.status).toBe(400);
    const posted = await call(t.app, 'POST', '/api/journal-entries', { token, body: capital(id) });
    const other = await signupCompany(t.app);
    expect(
      (await call(t.app, 'GET', `/api/journal-entries/${posted.body.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/journal-entries/${posted.body.id}/reverse`, { token: other.token }))
        .status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/accounts/${id('1010')}`, { token: other.token })).status).toBe(
      404,
    );
    const foreignAccount = await call(t.app, 'POST', '/api/journal-entries', {
      token: other.token,
      body: capital(id),
    });
    expect(foreignAccount.status).toBe(400);
    const { token: viewer } = await staffWithRole(t.app, owner, 'viewer');
    expect((await call(t.app, 'GET', '/api/journal-entries', { token: viewer })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/journal-entries', { token: viewer, body: capital(id) })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/journal-entries/${posted.body.id}/reverse`, { token: viewer })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'PUT', '/api/company/lock-date', { token: viewer, body: { lockDate: null } }))
        .status,
    ).toBe(403);
  });
});

describe('accounts', () => {
  it('creates, refuses duplicates, protects system accounts and accounts with postings', async () => {
    const { token, id } = await setup();
    const created = await call(t.app, 'POST', '/api/accounts', {
      token,
      body: { code: '6200', name: 'Security Services', type: 'expense', subtype: 'operating' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: '6200', balance: 0, systemKey: null, isActive: true });
    expect(
      (
        await call(t.app, 'POST', '/api/accounts', {
          token,
          body: { code: '6200', name: 'X', type: 'expense' },
        })
      ).status,
    ).toBe(409);
    const retype = await call(t.app, 'PATCH', `/api/accounts/${id('2100')}`, {
      token,
      body: { type: 'expense' },
    });
    expect(retype.status).toBe(409);
    const rename = await call(t.app, 'PATCH', `/api/accounts/${id('2100')}`, {
      token,
      body: { name: 'Output VAT' },
    });
    expect(rename.body.name).toBe('Output VAT');
    expect((await call(t.app, 'DELETE', `/api/accounts/${id('2100')}`, { token })).status).toBe(409);
    await call(t.app, 'POST', '/api/journal-entries', {
      token,
      body: {
        date: '2026-03-01',
        status: 'Posted',
        lines: [
          { accountId: created.body.id, debit: 3000 },
          { accountId: id('1010'), credit: 3000 },
        ],
      },
    });
    expect((await call(t.app, 'DELETE', `/api/accounts/${created.body.id}`, { token })).status).toBe(409);
    const spare = await call(t.app, 'POST', '/api/accounts', {
      token,
      body: { code: '6210', name: 'Spare', type: 'expense' },
    });
    expect((await call(t.app, 'DELETE', `/api/accounts/${spare.body.id}`, { token })).status).toBe(204);
    const expenses = await call(t.app, 'GET', '/api/accounts?type=expense&sort=-balance&limit=1', { token });
    expect(expenses.body.items[0]).toMatchObject({ code: '6200', balance: 3000 });
  });
});
