import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { branchesApi, ledgerApi, reportsApi } from '@tawi/contracts';
import { defaultMigrationsFolder } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

/** The statements of migration 0023, as drizzle runs them. */
const statements = readFileSync(join(defaultMigrationsFolder(), '0023_inter-branch.sql'), 'utf8').split(
  '--> statement-breakpoint',
);
const addAccount = statements.find((s) => s.includes('INSERT INTO accounts'));
const correctEntries = statements.find((s) => s.includes('DO $$'));

async function run(statement: string | undefined) {
  if (!statement) throw new Error('statement not found in migration 0023');
  await t.database.db.execute(sql.raw(statement));
}

/**
 * A transfer's receipt as it was posted before migration 0023: inventory debited at the destination,
 * stock in transit credited at the source, nothing balancing either branch. Written with the per-branch
 * check switched off, as the database had no such check then.
 */
async function postLegacyTransferReceipt(companyId: string, from: string, to: string, accountIds: string[]) {
  const [inventory, transit] = accountIds;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table journal_entries disable trigger journal_entries_balanced`);
    const inserted = await tx.execute(sql`
      insert into journal_entries (company_id, branch_id, number, date, memo, status, source_type)
      values (${companyId}, ${from}, 'JE-0001', '2026-10-15', 'Transfer TRN-0001 receive', 'Draft', 'transfer')
      returning id`);
    const entryId = (inserted as unknown as { rows: { id: string }[] }).rows[0]?.id;
    await tx.execute(sql`
      insert into journal_lines (company_id, entry_id, line_no, account_id, branch_id, debit, credit)
      values (${companyId}, ${entryId}, 1, ${inventory}, ${to}, 9212.66, 0),
             (${companyId}, ${entryId}, 2, ${transit}, ${from}, 0, 9212.66)`);
    await tx.execute(
      sql`update journal_entries set status = 'Posted', posted_at = now() where id = ${entryId}`,
    );
    await tx.execute(sql`insert into counters (company_id, key, last_number) values (${companyId}, 'JE', 1)`);
    await tx.execute(sql`alter table journal_entries enable trigger journal_entries_balanced`);
  });
}

describe('migration 0023: books that balance per branch', () => {
  it('gives companies the inter-branch account and corrects earlier cross-branch entries, once', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const nairobi = owner.user.branchId;
    const mombasa = (await api.ok(branchesApi.create, { body: { name: 'Mombasa' } })).id;
    await t.database.db.execute(
      sql`delete from accounts where company_id = ${owner.user.companyId} and system_key = 'inter_branch'`,
    );
    await run(addAccount);
    const chart = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
    const code = (c: string) => chart.find((a) => a.code === c)!;
    expect(code('1900')).toMatchObject({ name: 'Inter-branch Account', type: 'asset' });

    await postLegacyTransferReceipt(owner.user.companyId, nairobi, mombasa, [
      code('1200').id,
      code('1210').id,
    ]);
    const trialBalance = (branchId?: string) =>
      api.ok(reportsApi.trialBalance, { query: { to: '2026-10-31', ...(branchId && { branchId }) } });
    expect((await trialBalance(mombasa)).totals).toEqual({ debit: 9212.66, credit: 0 });

    await run(correctEntries);
    await run(correctEntries);
    const corrections = await api.ok(ledgerApi.listEntries, { query: { search: 'Inter-branch correction' } });
    expect(corrections.total).toBe(1);
    const correction = corrections.items[0]!;
    expect(correction).toMatchObject({
      number: 'JE-0002',
      date: '2026-10-15',
      status: 'Posted',
      memo: 'Inter-branch correction of JE-0001: each branch balanced on its own',
    });
    const { lines } = await api.ok(ledgerApi.getEntry, { params: { id: correction.id } });
    expect(lines.map((l) => [l.branchId, l.debit, l.credit])).toEqual([
      [nairobi, 9212.66, 0],
      [mombasa, 0, 9212.66],
    ]);
    const [home, away, company] = [
      await trialBalance(nairobi),
      await trialBalance(mombasa),
      await trialBalance(),
    ];
    expect(home.totals).toEqual({ debit: 9212.66, credit: 9212.66 });
    expect(away.totals).toEqual({ debit: 9212.66, credit: 9212.66 });
    expect(company.totals).toEqual({ debit: 9212.66, credit: 9212.66 });
    expect(company.rows.map((r) => r.accountCode)).toEqual(['1200', '1210']);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });
});
