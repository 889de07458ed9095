import { ledgerApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('journal entries list', () => {
  it('shows the newest first: by date, then by when made, so a draft just saved leads its day', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
    const id = (code: string) => accounts.find((a) => a.code === code)?.id as string;
    const entry = async (date: string, memo: string, status: 'Posted' | 'Draft') => {
      const res = await api.call(ledgerApi.createEntry, {
        body: {
          date,
          memo,
          status,
          lines: [
            { accountId: id('1000'), debit: 100 },
            { accountId: id('4000'), credit: 100 },
          ],
        },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.number;
    };
    await entry('2026-03-01', 'Morning sales', 'Posted');
    await entry('2026-03-01', 'Midday sales', 'Posted');
    const draft = await entry('2026-03-01', 'Evening sales, to check', 'Draft');
    await entry('2026-02-27', 'Last week', 'Posted');
    expect(draft).toMatch(/^DRAFT-/);
    const list = (await api.ok(ledgerApi.listEntries)).items;
    expect(list.map((e) => [e.number, e.memo])).toEqual([
      [draft, 'Evening sales, to check'],
      ['JE-0002', 'Midday sales'],
      ['JE-0001', 'Morning sales'],
      ['JE-0003', 'Last week'],
    ]);
  });
});
