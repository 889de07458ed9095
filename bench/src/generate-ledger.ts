import { counters, type Database } from '@tawi/db';
import { and, eq, sql } from 'drizzle-orm';
import { type SeededCompany, seedCompany } from './ledger/companies';
import { insertBatch, type Posting } from './ledger/insert-batch';
import { type CompanyShape, planEntries } from './ledger/plan';
import { Random } from './ledger/random';

export interface LedgerOptions {
  /** Journal lines to write, over all companies (0 or at least 2). */
  lines: number;
  companies?: number;
  /** Branches per company, the first one made by createCompany. */
  branches?: number;
  seed?: number;
  /** Entries are dated from `firstDay` over `days` days (default 2024-01-01 .. 2025-12-31). */
  firstDay?: string;
  days?: number;
  /** Lines written per transaction. */
  batchLines?: number;
  /** Prefix of company names and owner emails; must be unused in the database. */
  label?: string;
  /** `bulk` (default, fast) or `trigger` (the app's Draft -> Posted path); see ledger/insert-batch.ts. */
  posting?: Posting;
  /**
   * VACUUM ANALYZE after writing (default true): fresh planner statistics (PGlite has no autovacuum)
   * and no autovacuum of the new rows competing with whatever runs next.
   */
  vacuum?: boolean;
  onProgress?: (written: number, total: number) => void;
}

export interface LedgerCompany extends SeededCompany {
  /** Lines generated for this company so far. */
  lines: number;
  random: Random;
}

export interface Ledger {
  companies: LedgerCompany[];
  /** Lines generated so far, over all companies. */
  lines: number;
  shape: CompanyShape;
  settings: LedgerSettings;
}

export type LedgerSettings = Required<Omit<LedgerOptions, 'lines' | 'onProgress'>>;

const settingsOf = (o: LedgerOptions): LedgerSettings => ({
  companies: o.companies ?? 3,
  branches: o.branches ?? 3,
  seed: o.seed ?? 1,
  firstDay: o.firstDay ?? '2024-01-01',
  days: o.days ?? 731,
  batchLines: o.batchLines ?? 50_000,
  label: o.label ?? 'Bench',
  posting: o.posting ?? 'bulk',
  vacuum: o.vacuum ?? true,
});

/**
 * Creates `companies` companies (sign-up path: branch, roles, owner, default chart) plus their extra
 * branches, then posted, balanced journal entries of 2-4 lines totalling `lines` lines, spread evenly
 * over the companies and at random (seeded) over accounts, branches and days. See bench/README.md.
 */
export async function generateLedger(db: Database, options: LedgerOptions): Promise<Ledger> {
  const settings = settingsOf(options);
  if (settings.batchLines < 2) throw new RangeError('batchLines must be at least 2');
  const companies: LedgerCompany[] = [];
  for (let i = 1; i <= settings.companies; i++) {
    const seeded = await seedCompany(db, settings.label, i, settings.branches);
    companies.push({ ...seeded, lines: 0, random: new Random(settings.seed * 1_000_003 + i) });
  }
  const first = companies[0];
  if (!first) throw new RangeError('companies must be at least 1');
  const shape = {
    accountCount: first.accountIds.length,
    branchCount: settings.branches,
    days: settings.days,
  };
  const ledger: Ledger = { companies, lines: 0, shape, settings };
  await growLedger(db, ledger, options.lines, options.onProgress);
  return ledger;
}

/** Adds entries until the ledger holds `totalLines` lines (continuing the same seeded sequence). */
export async function growLedger(
  db: Database,
  ledger: Ledger,
  totalLines: number,
  onProgress?: (written: number, total: number) => void,
): Promise<void> {
  const delta = totalLines - ledger.lines;
  if (delta < 0 || delta === 1) throw new RangeError(`cannot grow ${ledger.lines} lines to ${totalLines}`);
  const shares = splitLines(delta, ledger.companies.length);
  let written = 0;
  for (const [i, company] of ledger.companies.entries()) {
    let remaining = shares[i] ?? 0;
    while (remaining > 0) {
      let chunk = Math.min(ledger.settings.batchLines, remaining);
      if (remaining - chunk === 1) chunk -= 1;
      await writeBatch(db, ledger, company, chunk);
      remaining -= chunk;
      written += chunk;
      onProgress?.(written, delta);
      // PGlite runs on this thread and resolves without I/O: let timers and signal handlers run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (ledger.settings.vacuum) await db.execute(sql`vacuum analyze`);
}

async function writeBatch(db: Database, ledger: Ledger, company: LedgerCompany, lines: number) {
  const batch = planEntries(company.random, ledger.shape, lines);
  await db.transaction(async (tx) => {
    const [counter] = await tx
      .select({ last: counters.lastNumber })
      .from(counters)
      .where(and(eq(counters.companyId, company.companyId), eq(counters.key, 'JE')));
    const target = { ...company, firstDay: ledger.settings.firstDay };
    await insertBatch(tx, target, batch, (counter?.last ?? 0) + 1, ledger.settings.posting);
  });
  company.lines += lines;
  ledger.lines += lines;
}

/** Even shares, the remainder to the first company; all to the first if a share would be under 2 lines. */
function splitLines(lines: number, companies: number): number[] {
  const base = Math.floor(lines / companies);
  if (base < 2) return [lines];
  return Array.from({ length: companies }, (_, i) => (i === 0 ? lines - base * (companies - 1) : base));
}
