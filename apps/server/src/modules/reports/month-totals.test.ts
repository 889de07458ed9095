import { addDays, Money } from '@tawi/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { useTestApp } from '../../testing/test-app';
import { type Company, companyWithChart } from './reports.fixture';
import { accountActivity } from './reports.repo';

const t = useTestApp();
let c: Company;

/** Seeded, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Debit and credit per account summed straight from the posted lines dated from..to. */
async function fromLines(companyId: string, from: string, to: string) {
  const result = await t.database.db.execute(sql`
    select l.account_id, sum(l.debit)::text as debit, sum(l.credit)::text as credit
      from journal_lines l join journal_entries e on e.id = l.entry_id
     where e.company_id = ${companyId} and e.status = 'Posted' and e.date between ${from} and ${to}
     group by l.account_id`);
  const rows = (result as unknown as { rows: { account_id: string; debit: string; credit: string }[] }).rows;
  return new Map(
    rows.map((r) => [r.account_id, `${Money.of(r.debit).toFixed()}/${Money.of(r.credit).toFixed()}`]),
  );
}

const nonZero = (pairs: [string, { debit: unknown; credit: unknown }][]) =>
  new Map(
    pairs
      .map(
        ([id, dc]) =>
          [id, `${Money.of(String(dc.debit)).toFixed()}/${Money.of(String(dc.credit)).toFixed()}`] as const,
      )
      .filter(([, v]) => v !== '0.00/0.00'),
  );

beforeAll(async () => {
  c = await companyWithChart(t, 'Month Split Ltd');
  const next = random(7);
  // banks and prepayments, not cash or M-Pesa: random credits would take those below zero (refused)
  const keys = ['bank', 'sales', '6100', 'prepayments', 'inventory'] as const;
  for (let i = 0; i < 60; i++) {
    const date = addDays('2025-01-01', Math.floor(next() * 500));
    const amount = Math.round(next() * 100_000) / 100 + 1;
    const debit = keys[Math.floor(next() * keys.length)] ?? 'bank';
    const credit = keys.find((k) => k !== debit && next() < 0.5) ?? (debit === 'sales' ? 'bank' : 'sales');
    await c.post(c.home, date, [
      [debit, amount, 0],
      [credit, 0, amount],
    ]);
  }
});

describe('report totals from monthly and daily balances', () => {
  it('equal the posted lines for any period: whole months, partial months, one day, across years', async () => {
    const ranges: [string, string][] = [
      ['2025-01-01', '2025-12-31'],
      ['2025-01-15', '2026-03-10'],
      ['2025-02-28', '2025-03-01'],
      ['2025-06-01', '2025-06-30'],
      ['2025-07-09', '2025-07-09'],
      ['2026-01-31', '2026-05-15'],
    ];
    const next = random(11);
    for (let i = 0; i < 10; i++) {
      const a = addDays('2024-12-01', Math.floor(next() * 560));
      const b = addDays(a, Math.floor(next() * 400));
      ranges.push([a, b]);
    }
    for (const [from, to] of ranges) {
      const activity = await accountActivity(t.database.db, c.companyId, { from, to }, { before: true });
      const during = nonZero(activity.map((a) => [a.accountId, a.during]));
      const before = nonZero(activity.map((a) => [a.accountId, a.before]));
      expect(during, `${from}..${to}`).toEqual(await fromLines(c.companyId, from, to));
      expect(before, `before ${from}`).toEqual(await fromLines(c.companyId, '1900-01-01', addDays(from, -1)));
    }
    await expectLedgerInvariants(t.database.db, c.companyId);
  });
});
