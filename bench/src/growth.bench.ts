/**
 * Growth: loads BENCH_SMALL (2,000) and then BENCH_LARGE (20,000) invoices, with receipts, bills and
 * transfers, through the app's HTTP API, and times the ledger reports, the invoice list and a product
 * search at both sizes (p50/p95, and the p95 ratio), plus the posting rate over the first and the last
 * invoices. On PGlite and PostgreSQL. Run: npm run bench:growth. See bench/README.md.
 */
import { invoicesApi, reportsApi } from '@tawi/contracts';
import { analyzeGrownTables } from '@tawi/db';
import { buildApp } from '../../apps/server/src/app';
import { intFromEnv, targetsFromEnv } from './bench-config';
import { type BenchDatabase, disposedOnSignal, openBenchDatabase } from './bench-databases';
import { type Api, apiClient, signUp } from './growth/api-client';
import { type GrowthCompany, setUpCompany } from './growth/company';
import {
  type GrowthResult,
  growthReport,
  MAX_RATIO,
  MIN_LATE_RATE,
  type Throughput,
} from './growth/growth-table';
import { GrowthPlanner } from './growth/plan';
import { noneYet, type PostedCounts, postUnits, REQUEST_KINDS } from './growth/post-units';
import { reportUrls, tableReportUrls, timeReports } from './growth/time-reports';
import { percentile, timed } from './timing';

const log = (message: string) => console.error(`[bench] ${message}`);

const config = {
  small: intFromEnv('BENCH_SMALL', 2000),
  large: intFromEnv('BENCH_LARGE', 20_000),
  runs: Math.max(1, intFromEnv('BENCH_RUNS', 30)),
  seed: intFromEnv('BENCH_SEED', 1),
  targets: targetsFromEnv(),
  /** Units posted at the same time while loading, outside the two throughput windows. */
  inFlight: Math.max(1, intFromEnv('BENCH_IN_FLIGHT', 4)),
  window: Math.max(1, intFromEnv('BENCH_WINDOW', 500)),
  branches: Math.max(1, intFromEnv('BENCH_BRANCHES', 3)),
  customers: Math.max(1, intFromEnv('BENCH_CUSTOMERS', 200)),
  suppliers: Math.max(1, intFromEnv('BENCH_SUPPLIERS', 15)),
  products: Math.max(1, intFromEnv('BENCH_PRODUCTS', 300)),
  openingStock: intFromEnv('BENCH_OPENING_STOCK', 200),
  search: process.env.BENCH_SEARCH || 'soap',
  /** `ledger` (default): the ledger reports, invoice list and product search; `reports`: the dashboard and table reports. */
  reads: process.env.BENCH_READS === 'reports' ? 'reports' : 'ledger',
};
if (config.small < 1 || config.large < config.small) {
  throw new Error('BENCH_SMALL must be at least 1 and BENCH_LARGE at least BENCH_SMALL');
}

/** Invoices planned (and their stock settled) per chunk; the units of one chunk may run concurrently. */
const CHUNK = 50;

interface Loader {
  api: Api;
  company: GrowthCompany;
  planner: GrowthPlanner;
  counts: PostedCounts;
}

/** Posts invoices [from, to) with their receipts, bills and transfers, `inFlight` units at a time. */
async function loadRange(loader: Loader, from: number, to: number, inFlight: number): Promise<void> {
  const start = performance.now();
  let reported = from;
  for (let at = from; at < to; at += CHUNK) {
    const units = loader.planner.chunk(at, Math.min(to, at + CHUNK));
    await postUnits(loader.api, loader.company, units, inFlight, loader.counts);
    const done = Math.min(to, at + CHUNK);
    if (done - reported >= 1000 || done === to) {
      const s = (performance.now() - start) / 1000;
      log(`  ${done.toLocaleString('en-US')} invoices, ${((done - from) / s).toFixed(1)} invoices/s`);
      reported = done;
    }
  }
}

/** A window of invoices posted one request at a time: its rate and the latency of each kind of request. */
async function throughputWindow(loader: Loader, from: number, to: number): Promise<Throughput> {
  log(`  throughput window: invoices ${from + 1}-${to}, one request at a time`);
  const { latency } = loader.counts;
  const requestsBefore = loader.counts.requests;
  const before = REQUEST_KINDS.map((kind) => latency[kind].length);
  const { ms } = await timed(() => loadRange(loader, from, to, 1));
  const byKind = REQUEST_KINDS.map((kind, k) => {
    const times = latency[kind].slice(before[k]).sort((a, b) => a - b);
    return { kind, requests: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  });
  return {
    first: from + 1,
    invoices: to - from,
    requests: loader.counts.requests - requestsBefore,
    ms,
    byKind,
  };
}

/** What the server runs every few minutes and after bulk imports: ANALYZE of the tables that grew. */
async function refreshStatistics(bench: BenchDatabase): Promise<void> {
  const { value, ms } = await timed(() => analyzeGrownTables(bench.handle.db));
  log(`  analyzeGrownTables (${(ms / 1000).toFixed(1)} s): ${value.join(', ') || 'nothing to analyze'}`);
}

/** The books add up: the branches' invoice lists count every invoice, the trial balance balances. */
async function checkBooks(api: Api, company: GrowthCompany, invoices: number): Promise<void> {
  let listed = 0;
  for (const branch of company.branches) {
    listed += (await api.call(invoicesApi.list, { query: { limit: 1, branchId: branch.id } })).total;
  }
  if (listed !== invoices) throw new Error(`${listed} invoices listed, ${invoices} posted`);
  const tb = await api.call(reportsApi.trialBalance);
  if (tb.totals.debit !== tb.totals.credit) {
    throw new Error(`trial balance off: ${tb.totals.debit} debit, ${tb.totals.credit} credit`);
  }
  log(`  checked: ${listed} invoices listed; trial balance ${tb.totals.debit} = ${tb.totals.credit}`);
}

/** Signs up and sets up the company through the API; the loader that posts into it. */
async function setUp(app: Awaited<ReturnType<typeof buildApp>>): Promise<Loader> {
  const start = await signUp(app, 'Growth Bench Traders Ltd');
  const api = apiClient(app, start.token);
  const company = await setUpCompany(api, start, config, config.seed);
  return { api, company, planner: new GrowthPlanner(company, config.seed), counts: noneYet() };
}

/** After a load: the server's statistics job, the books checked, then every read timed. */
async function readsAt(bench: BenchDatabase, loader: Loader, invoices: number) {
  await refreshStatistics(bench);
  await checkBooks(loader.api, loader.company, invoices);
  log(`${bench.label}: timing the reads at ${invoices.toLocaleString('en-US')} invoices`);
  const urls = config.reads === 'reports' ? tableReportUrls() : reportUrls(config.search);
  return timeReports(loader.api, urls, config.runs);
}

async function benchOne(bench: BenchDatabase): Promise<GrowthResult> {
  const app = await buildApp({ database: bench.handle });
  try {
    await app.ready();
    log(`${bench.label} (${bench.where}): setting up the company`);
    const { value: loader, ms: setUpMs } = await timed(() => setUp(app));
    log(`  set up in ${(setUpMs / 1000).toFixed(1)} s`);
    const { small, large } = config;
    /** Both throughput windows the same size: BENCH_WINDOW, or less when a round is smaller. */
    const windowSize = Math.min(config.window, small, large - small || small);
    const lateStart = large - Math.min(windowSize, large - small);

    log(`${bench.label}: loading ${small.toLocaleString('en-US')} invoices`);
    let early: Throughput | undefined;
    const loadSmall = await timed(async () => {
      early = await throughputWindow(loader, 0, windowSize);
      await loadRange(loader, windowSize, small, config.inFlight);
    });
    const smallReports = await readsAt(bench, loader, small);

    log(`${bench.label}: growing to ${large.toLocaleString('en-US')} invoices`);
    let late: Throughput | undefined;
    const grow = await timed(async () => {
      await loadRange(loader, small, lateStart, config.inFlight);
      if (lateStart < large) {
        await refreshStatistics(bench);
        late = await throughputWindow(loader, lateStart, large);
      }
    });
    const largeReports = await readsAt(bench, loader, large);
    const { latency: _, ...posted } = loader.counts;
    const result: GrowthResult = {
      label: bench.label,
      small,
      large,
      smallReports,
      largeReports,
      posted,
      setUpMs,
      loadSmallMs: loadSmall.ms,
      growMs: grow.ms,
      ...(early && { early }),
      ...(late && { late }),
    };
    log(growthReport(result));
    return result;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const { open, cleanUp } = disposedOnSignal(log);
  const results: GrowthResult[] = [];
  try {
    for (const target of config.targets) {
      const bench = await openBenchDatabase(target);
      open.push(bench);
      results.push(await benchOne(bench));
      await bench.dispose();
    }
  } finally {
    await cleanUp();
  }
  console.log(results.map(growthReport).join('\n\n'));
  console.log(
    `\n${config.branches} branches, ${config.customers} customers, ${config.products} products; seed ${config.seed}. ` +
      `Reads: p50/p95 of ${config.runs} requests after 2 warm-ups, one at a time through the app (Fastify inject); ` +
      `ledger reports for 2026-01-01..2026-12-31. Goals: every ratio <= ${MAX_RATIO}; late rate >= ${MIN_LATE_RATE} x early.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
