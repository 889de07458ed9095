import { describe, expect, it } from 'vitest';
import { call, signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('journal entries list', () => {
  it('shows the newest first: by date, then by when made, so a draft just saved leads its day', async () => {
    const owner = await signupCompany(t.app);
    const token = owner.token;
    const accounts = (await call(t.app, 'GET', '/api/accounts?limit=250', { token })).body.items;
    const id = (code: string) => accounts.find((a: { code: string }) => a.code === code).id as string;
    const entry = async (date: string, memo: string, status: 'Posted' | 'Draft') => {
      const res = await call(t.app, 'POST', '/api/journal-entries', {
        token,
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
      return res.body.number as string;
    };
    await entry('2026-03-01', 'Morning sales', 'Posted');
    await entry('2026-03-01', 'Midday sales', 'Posted');
    const draft = await entry('2026-03-01', 'Evening sales, to check', 'Draft');
    await entry('2026-02-27', 'Last week', 'Posted');
    expect(draft).toMatch(/^DRAFT-/);
    const list = (await call(t.app, 'GET', '/api/journal-entries', { token })).body.items;
    expect(list.map((e: { number: string; memo: string }) => [e.number, e.memo])).toEqual([
      [draft, 'Evening sales, to check'],
      ['JE-0002', 'Midday sales'],
      ['JE-0001', 'Morning sales'],
      ['JE-0003', 'Last week'],
    ]);
  });
});
