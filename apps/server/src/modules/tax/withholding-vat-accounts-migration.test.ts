import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ledgerApi } from '@tawi/contracts';
import { defaultMigrationsFolder } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

/** The hand-written migration that gives existing companies the withholding VAT accounts (found by name: numbers move at merge). */
const file = readdirSync(defaultMigrationsFolder()).find((f) => f.endsWith('_withholding-vat-accounts.sql'));
const statements = readFileSync(join(defaultMigrationsFolder(), file ?? 'missing'), 'utf8').split(
  '--> statement-breakpoint',
);

const runMigration = async () => {
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
};

describe('migration: withholding VAT accounts', () => {
  it('gives a company that has none both accounts, at the next free code, once', async () => {
    const owner = await signupCompany(t.app);
    const companyId = owner.user.companyId;
    // a company from before: no withholding VAT accounts, and 1310 taken by an account of its own
    await t.database.db.execute(
      sql`delete from accounts where company_id = ${companyId} and system_key in ('vat_withholding_receivable', 'vat_withheld_payable')`,
    );
    await t.database.db.execute(
      sql`insert into accounts (company_id, code, name, type, subtype) values (${companyId}, '1310', 'Staff loans', 'asset', 'receivable')`,
    );
    await runMigration();
    await runMigration();
    const chart = await apiClient(t.app, owner.token).ok(ledgerApi.listAccounts, { query: { limit: 250 } });
    const picked = chart.items
      .filter((a) => a.name.includes('Withholding VAT') || a.code === '1310')
      .map((a) => [a.code, a.name, a.type])
      .sort();
    expect(picked).toEqual([
      ['1310', 'Staff loans', 'asset'],
      ['1311', 'Withholding VAT Receivable', 'asset'],
      ['2110', 'Withholding VAT Payable', 'liability'],
    ]);
  });
});
