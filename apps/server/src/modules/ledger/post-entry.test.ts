import { accounts, companies, journalEntries } from '@tawi/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { postEntry } from './post-entry';

const t = useTestApp();

async function company() {
  const owner = await signupCompany(t.app);
  const companyId = owner.user.companyId;
  const branchId = owner.user.branchId;
  const chart = await t.database.db.select().from(accounts).where(eq(accounts.companyId, companyId));
  const byKey = (key: string) => chart.find((a) => a.systemKey === key)!.id;
  return { actor: { companyId, userId: owner.user.uid }, branchId, byKey, chart };
}

const sale = (c: Awaited<ReturnType<typeof company>>, amount: number, date = '2026-03-15') => ({
  branchId: c.branchId,
  date,
  memo: 'Cash sale',
  lines: [
    { accountId: c.byKey('cash'), branchId: c.branchId, debit: amount, credit: 0 },
    { accountId: c.byKey('sales'), branchId: c.branchId, debit: 0, credit: amount },
  ],
});

describe('chart of accounts', () => {
  it('is created with every company', async () => {
    const c = await company();
    expect(c.chart).toHaveLength(42);
    expect(c.chart.find((a) => a.code === '2100')).toMatchObject({ name: 'VAT Output', type: 'liability' });
    // withholding VAT (issue 17): what customers withheld is a claim on KRA, what the company withheld a debt
    expect(c.chart.find((a) => a.code === '1310')).toMatchObject({
      name: 'Withholding VAT Receivable',
      type: 'asset',
    });
    expect(c.chart.find((a) => a.code === '2110')).toMatchObject({
      name: 'Withholding VAT Payable',
      type: 'liability',
    });
  });
});

describe('postEntry', () => {
  it('numbers and posts a balanced entry and keeps the daily balances', async () => {
    const c = await company();
    const db = t.database.db;
    const first = await db.transaction((tx) => postEntry(tx, c.actor, sale(c, 1160.5)));
    const second = await db.transaction((tx) => postEntry(tx, c.actor, sale(c, 100)));
    expect([first.number, second.number]).toEqual(['JE-0001', 'JE-0002']);
    const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, first.id));
    expect(entry).toMatchObject({ status: 'Posted', date: '2026-03-15', memo: 'Cash sale' });
    const result = await db.execute(
      sql`select debit::text as d, credit::text as c from account_balances
           where company_id = ${c.actor.companyId} and account_id = ${c.byKey('cash')}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ d: '1260.50', c: '0.00' }]);
    await expectLedgerInvariants(db, c.actor.companyId);
  });

  it('refuses an unbalanced entry, an unknown account and a locked period, writing nothing', async () => {
    const c = await company();
    const other = await company();
    const db = t.database.db;
    const unbalanced = { ...sale(c, 100), lines: [sale(c, 100).lines[0]!, { ...sale(c, 99.99).lines[1]! }] };
    await expect(db.transaction((tx) => postEntry(tx, c.actor, unbalanced))).rejects.toMatchObject({
      code: 'unbalanced-entry',
      status: 422,
    });
    const foreign = sale(c, 50);
    foreign.lines[1] = { ...foreign.lines[1]!, accountId: other.byKey('sales') };
    await expect(db.transaction((tx) => postEntry(tx, c.actor, foreign))).rejects.toMatchObject({
      code: 'validation-error',
    });
    await db.update(companies).set({ lockDate: '2026-03-31' }).where(eq(companies.id, c.actor.companyId));
    await expect(
      db.transaction((tx) => postEntry(tx, c.actor, sale(c, 10, '2026-03-31'))),
    ).rejects.toMatchObject({
      code: 'period-locked',
    });
    const ok = await db.transaction((tx) => postEntry(tx, c.actor, sale(c, 10, '2026-04-01')));
    expect(ok.number).toBe('JE-0001');
    const entries = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.companyId, c.actor.companyId));
    expect(entries).toHaveLength(1);
    await expectLedgerInvariants(db, c.actor.companyId);
  });

  it('the database refuses to change or delete a posted entry or its lines', async () => {
    const c = await company();
    const db = t.database.db;
    const posted = await db.transaction((tx) => postEntry(tx, c.actor, sale(c, 500)));
    await expect(
      db.update(journalEntries).set({ memo: 'changed' }).where(eq(journalEntries.id, posted.id)),
    ).rejects.toThrow();
    await expect(db.delete(journalEntries).where(eq(journalEntries.id, posted.id))).rejects.toThrow();
    await expect(
      db.execute(sql`update journal_lines set debit = 1 where entry_id = ${posted.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_lines where entry_id = ${posted.id}`)).rejects.toThrow();
    const [entry] = await db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.id, posted.id), eq(journalEntries.memo, 'Cash sale')));
    expect(entry?.status).toBe('Posted');
    await expectLedgerInvariants(db, c.actor.companyId);
  });

  it('the database refuses at commit a posted entry that does not balance, even written around postEntry', async () => {
    const c = await company();
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        const [e] = await tx
          .insert(journalEntries)
          .values({
            companyId: c.actor.companyId,
            branchId: c.branchId,
            number: 'JE-9999',
            date: '2026-01-01',
          })
          .returning();
        await tx.execute(
          sql`insert into journal_lines (company_id, entry_id, line_no, account_id, branch_id, debit, credit)
              values (${c.actor.companyId}, ${e!.id}, 1, ${c.byKey('cash')}, ${c.branchId}, 10, 0),
                     (${c.actor.companyId}, ${e!.id}, 2, ${c.byKey('sales')}, ${c.branchId}, 0, 9)`,
        );
        await tx.update(journalEntries).set({ status: 'Posted' }).where(eq(journalEntries.id, e!.id));
      }),
    ).rejects.toThrow();
    const left = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.companyId, c.actor.companyId));
    expect(left).toEqual([]);
  });

  it('numbers concurrent postings without gaps or duplicates', async () => {
    const c = await company();
    const db = t.database.db;
    const posted = await Promise.all(
      Array.from({ length: 30 }, (_, i) => db.transaction((tx) => postEntry(tx, c.actor, sale(c, i + 1)))),
    );
    const numbers = posted.map((p) => p.number).sort();
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => `JE-${String(i + 1).padStart(4, '0')}`));
    await expectLedgerInvariants(db, c.actor.companyId);
  });
});
