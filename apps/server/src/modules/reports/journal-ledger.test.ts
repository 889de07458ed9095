import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { dashboardCompany } from './dashboard/dashboard.fixture';
import { parseCsv } from './reports.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;
/** Every entry of the company: the trial balance of it is the hledger balance of the whole file. */
const EVER = { from: '2000-01-01', to: '2099-12-31' };

/** The dashboard's company (dashboard.fixture.ts): invoices, a receipt, a credit note, a bill, two branches. */
beforeAll(async () => {
  c = await dashboardCompany(t);
});

interface Transaction {
  head: string;
  postings: Array<{ account: string; cents: number }>;
}

/** Reads the journal as hledger would: a dated head line, then indented `account  KES amount` postings. */
function parseLedger(text: string): Transaction[] {
  const blocks = text.split(/\n\n+/).filter((b) => /^\d{4}-\d{2}-\d{2} /.test(b));
  return blocks.map((block) => {
    const [head = '', ...lines] = block.trim().split('\n');
    const postings = lines.map((line) => {
      const match = /^ {4}(\S.*?) {2}KES (-?\d+\.\d{2})(?: {2}; .*)?$/.exec(line);
      if (!match) throw new Error(`not a posting: ${line}`);
      return { account: match[1] ?? '', cents: Math.round(Number(match[2]) * 100) };
    });
    return { head, postings };
  });
}

const sumByAccount = (transactions: Transaction[]) => {
  const sums = new Map<string, number>();
  for (const p of transactions.flatMap((x) => x.postings))
    sums.set(p.account, (sums.get(p.account) ?? 0) + p.cents);
  return new Map([...sums].filter(([, cents]) => cents !== 0));
};

/** The trial balance as `Type:code name` -> debit minus credit in cents (zero rows left out). */
async function trialBalanceCents(query: Record<string, string>) {
  const tb = await c.api.ok(reportsApi.trialBalance, { query });
  const top = {
    asset: 'Assets',
    liability: 'Liabilities',
    equity: 'Equity',
    income: 'Income',
    expense: 'Expenses',
  };
  return new Map(
    tb.rows
      .map(
        (r) =>
          [
            `${top[r.accountType]}:${r.accountCode} ${r.accountName}`,
            Math.round((r.debit - r.credit) * 100),
          ] as const,
      )
      .filter(([, cents]) => cents !== 0),
  );
}

function hledgerPath(): string | null {
  try {
    return execFileSync('which', ['hledger']).toString().trim() || null;
  } catch {
    return null;
  }
}

describe('journal export for accountants', () => {
  it('the CSV carries number, date, branch, account, debit, credit, source kind and number, contact, memo', async () => {
    const csv = parseCsv((await c.api.call(reportsApi.journal, { query: { ...EVER, format: 'csv' } })).text);
    const installation = csv.filter((r) => r[8] === 'INV-0003');
    // INV 2026-11-05 Mombasa installation 2,000 + 320 VAT to Nakuru Hardware Ltd
    expect(installation.map((r) => [r[1], r[2], r[3], r[5], r[6], r[7], r[9]])).toEqual([
      ['2026-11-05', 'Mombasa', '1100', '2320.00', '0.00', 'invoice', 'Nakuru Hardware Ltd'],
      ['2026-11-05', 'Mombasa', '4000', '0.00', '2000.00', 'invoice', 'Nakuru Hardware Ltd'],
      ['2026-11-05', 'Mombasa', '2100', '0.00', '320.00', 'invoice', 'Nakuru Hardware Ltd'],
    ]);
    expect(installation[0]?.[0]).toMatch(/^JE-\d+$/);
  });

  it('answers a plain-text journal: one balanced transaction per entry, summing to the trial balance', async () => {
    const answer = await c.api.call(reportsApi.journal, { query: { ...EVER, format: 'ledger' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['content-disposition']).toContain('journal-2000-01-01-2099-12-31.journal');
    const transactions = parseLedger(answer.text);
    const json = await c.api.ok(reportsApi.journal, { query: { ...EVER, limit: 1 } });
    expect(transactions).toHaveLength(json.total);
    for (const x of transactions) expect(x.postings.reduce((s, p) => s + p.cents, 0)).toBe(0);
    const sale = transactions.find((x) => x.head.includes('invoice INV-0003'));
    expect(sale?.head).toMatch(/^2026-11-05 \(JE-\d+\) invoice INV-0003 \| Nakuru Hardware Ltd/);
    expect(sale?.postings).toEqual([
      { account: expect.stringMatching(/^Assets:1100 /), cents: 232000 },
      { account: expect.stringMatching(/^Income:4000 /), cents: -200000 },
      { account: expect.stringMatching(/^Liabilities:2100 /), cents: -32000 },
    ]);
    expect(sumByAccount(transactions)).toEqual(await trialBalanceCents(EVER));
  });

  it('one branch: its lines, balanced through Equity:Other branches when an entry spans branches', async () => {
    const query = { ...EVER, branchId: c.mombasa.id };
    const transactions = parseLedger(
      (await c.api.call(reportsApi.journal, { query: { ...query, format: 'ledger' } })).text,
    );
    expect(transactions.map((x) => x.head.replace(/\(JE-\d+\) /, ''))).toEqual([
      '2026-11-05 invoice INV-0003 | Nakuru Hardware Ltd | Invoice INV-0003',
    ]);
    for (const x of transactions) expect(x.postings.reduce((s, p) => s + p.cents, 0)).toBe(0);
  });

  it('hledger reads it and prints the trial balance', async () => {
    const hledger = hledgerPath();
    if (!hledger) {
      // CI installs hledger (.ci/run); only a machine without it skips this check
      expect(process.env.CI, 'hledger must be installed in CI').toBeFalsy();
      return;
    }
    const text = (await c.api.call(reportsApi.journal, { query: { ...EVER, format: 'ledger' } })).text;
    const file = join(mkdtempSync(join(tmpdir(), 'tawi-ledger-')), 'books.journal');
    writeFileSync(file, text);
    const out = execFileSync(hledger, [
      '-f',
      file,
      'balance',
      '--flat',
      '--no-total',
      '-O',
      'csv',
    ]).toString();
    const balances = new Map(
      [...out.matchAll(/^"(.+)","KES (-?[\d,]+\.\d{2})"$/gm)].map((m) => [
        m[1] ?? '',
        Math.round(Number((m[2] ?? '').replaceAll(',', '')) * 100),
      ]),
    );
    expect(balances.size).toBeGreaterThan(5);
    expect(new Map([...balances].filter(([, cents]) => cents !== 0))).toEqual(await trialBalanceCents(EVER));
  });
});
