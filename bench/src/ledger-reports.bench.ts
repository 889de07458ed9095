/**
 * Times the trial balance and the P&L at BENCH_SMALL and at BENCH_LARGE journal lines, on PGlite and
 * on PostgreSQL. Run: npm run bench (or npx tsx bench/src/ledger-reports.bench.ts). See bench/README.md.
 */
import { accountBalances, type Database } from '@tawi/db';
import { count, eq } from 'drizzle-orm';
import { profitAndLoss, type ReportRange, trialBalance } from '../../apps/server/src/modules/reports';
import { type BenchConfig, benchConfig } from './bench-config';
import { type BenchDatabase, type BenchTarget, disposedOnSignal, openBenchDatabase } from './bench-databases';
import { generateLedger, growLedger, type Ledger } from './generate-ledger';
import { balancesDrift } from './ledger/verify-balances';
import { type DatabaseResult, resultsTable, type SizeResult } from './report-table';
import { medianMs, timed } from './timing';

const log = (message: string) => console.error(`[bench] ${message}`);

/** The last year of the generated days: the P&L's period; the trial balance's closing day is its end. */
function reportRange(ledger: Ledger): ReportRange {
  const last = new Date(`${ledger.settings.firstDay}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + ledger.settings.days - 1);
  const to = last.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 4)}-01-01`, to };
}

async function balanceRows(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountBalances)
    .where(eq(accountBalances.companyId, companyId));
  return Number(row?.n ?? 0);
}

async function measure(db: Database, ledger: Ledger, config: BenchConfig, generateMs: number) {
  if (config.verify) {
    const { value, ms } = await timed(() => balancesDrift(db));
    if (value.drift !== 0 || value.lines !== ledger.lines) {
      throw new Error(
        `balances wrong: ${value.drift} daily or monthly cells drift, ${value.lines} lines posted`,
      );
    }
    log(
      `  verified daily and monthly balances against ${value.lines} posted lines (${(ms / 1000).toFixed(1)} s)`,
    );
  }
  const company = ledger.companies[0];
  if (!company) throw new Error('no company generated');
  const range = reportRange(ledger);
  const tb = await medianMs(() => trialBalance(db, company.companyId, range), config.runs);
  const pl = await medianMs(() => profitAndLoss(db, company.companyId, range), config.runs);
  log(`  trial balance ${tb.toFixed(1)} ms, P&L ${pl.toFixed(1)} ms (median of ${config.runs})`);
  const result: SizeResult = {
    lines: ledger.lines,
    companyLines: company.lines,
    balanceRows: await balanceRows(db, company.companyId),
    generateMs,
    trialBalanceMs: tb,
    profitAndLossMs: pl,
  };
  return result;
}

const progress = (start: number) => (written: number, total: number) =>
  log(
    `  ${written.toLocaleString('en-US')}/${total.toLocaleString('en-US')} lines, ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

async function benchOne(bench: BenchDatabase, config: BenchConfig): Promise<DatabaseResult> {
  const db = bench.handle.db;
  log(`${bench.label} (${bench.where}): generating ${config.small.toLocaleString('en-US')} lines`);
  const small = await timed(() =>
    generateLedger(db, {
      lines: config.small,
      companies: config.companies,
      branches: config.branches,
      seed: config.seed,
      onProgress: progress(performance.now()),
    }),
  );
  const ledger = small.value;
  const smallResult = await measure(db, ledger, config, small.ms);
  log(`${bench.label}: growing to ${config.large.toLocaleString('en-US')} lines`);
  const grow = await timed(() => growLedger(db, ledger, config.large, progress(performance.now())));
  const largeResult = await measure(db, ledger, config, grow.ms);
  return { label: bench.label, small: smallResult, large: largeResult };
}

async function main(): Promise<void> {
  const config = benchConfig();
  const { open, cleanUp } = disposedOnSignal(log);
  const results: DatabaseResult[] = [];
  try {
    for (const target of config.targets satisfies BenchTarget[]) {
      const bench = await openBenchDatabase(target);
      open.push(bench);
      results.push(await benchOne(bench, config));
      await bench.dispose();
    }
  } finally {
    await cleanUp();
  }
  console.log(resultsTable(results));
  console.log(
    `\n${config.companies} companies x ${config.branches} branches; reports for the first company; ` +
      `median of ${config.runs} runs after 2 warm-ups; goal: large within 1.5x of small.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
