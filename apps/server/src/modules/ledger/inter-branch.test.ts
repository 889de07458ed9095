import { branchesApi, ledgerApi, reportsApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

type Line = { accountCode: string; branchId: string; debit: number; credit: number };
type EntryBody = WireOf<typeof ledgerApi.createEntry.body>;

async function company() {
  const owner = await signupCompany(t.app);
  const token = owner.token;
  const api = apiClient(t.app, token);
  const mombasa = (await api.ok(branchesApi.create, { body: { name: 'Mombasa' } })).id;
  const chart = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
  const id = (code: string) => chart.find((a) => a.code === code)?.id as string;
  const entry = (status: 'Draft' | 'Posted', lines: EntryBody['lines']) =>
    api.call(ledgerApi.createEntry, {
      body: { date: '2026-11-02', memo: 'Rent of the Mombasa shop paid from Nairobi', status, lines },
    });
  const shape = (lines: Line[]) => lines.map((l) => [l.accountCode, l.branchId, l.debit, l.credit]);
  return { owner, token, api, nairobi: owner.user.branchId as string, mombasa, id, entry, shape };
}

describe('manual entries across branches', () => {
  it('get one inter-branch line per branch when posted at once or from a draft', async () => {
    const c = await company();
    const lines = [
      { accountId: c.id('6100'), branchId: c.mombasa, debit: 45000 },
      { accountId: c.id('1010'), branchId: c.nairobi, credit: 45000 },
    ];
    const posted = await c.entry('Posted', lines);
    expect(posted.status, posted.text).toBe(201);
    const expected = [
      ['6100', c.mombasa, 45000, 0],
      ['1010', c.nairobi, 0, 45000],
      ['1900', c.mombasa, 0, 45000],
      ['1900', c.nairobi, 45000, 0],
    ];
    expect(c.shape(posted.body.lines)).toEqual(expected);
    expect(posted.body).toMatchObject({ totalDebit: 90000, totalCredit: 90000 });

    const draft = await c.entry('Draft', lines);
    expect(c.shape(draft.body.lines)).toHaveLength(2);
    const fromDraft = await c.api.call(ledgerApi.postEntry, { params: { id: draft.body.id } });
    expect(fromDraft.status, fromDraft.text).toBe(200);
    expect(c.shape(fromDraft.body.lines)).toEqual(expected);

    for (const branchId of [c.nairobi, c.mombasa]) {
      const tb = await c.api.ok(reportsApi.trialBalance, { query: { to: '2026-11-30', branchId } });
      expect(tb.totals.debit).toBe(tb.totals.credit);
    }
    await expectLedgerInvariants(t.database.db, c.owner.user.companyId);
  });

  it('still refuses an entry that does not balance in total', async () => {
    const c = await company();
    const res = await c.entry('Posted', [
      { accountId: c.id('6100'), branchId: c.mombasa, debit: 100 },
      { accountId: c.id('1010'), branchId: c.nairobi, credit: 99 },
    ]);
    expect(res.status).toBe(422);
    expect(res.error).toMatchObject({ code: 'unbalanced-entry', details: { debit: 100, credit: 99 } });
    const list = await c.api.ok(ledgerApi.listEntries);
    expect(list.total).toBe(0);
  });
});
