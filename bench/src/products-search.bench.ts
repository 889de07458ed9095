/**
 * Product list and search at BENCH_PRODUCTS products (default 100,000) with BENCH_CLIENTS concurrent
 * clients (default 20) calling the server's `listProducts` (the query behind GET /api/products) over the
 * server's connection pool (BENCH_POOL to change its size), on PGlite and PostgreSQL; prints p50/p95 per workload, then the same
 * through HTTP (Fastify inject) with one client. Run: npm run bench:products. See bench/README.md.
 */
import { productsApi, urlOf } from '@tawi/contracts';
import { DEFAULT_POOL_SIZE, type Executor } from '@tawi/db';
import { buildApp } from '../../apps/server/src/app';
import { listProducts } from '../../apps/server/src/modules/inventory/product-list';
import { intFromEnv, targetsFromEnv } from './bench-config';
import { openBenchDatabase } from './bench-databases';
import { apiClient, signUp } from './growth/api-client';
import { openBarePage } from './products/bare-page';
import { generateProducts, SEARCH_TERMS } from './products/generate-products';
import { timed } from './timing';

const log = (message: string) => console.error(`[bench] ${message}`);
const products = intFromEnv('BENCH_PRODUCTS', 100_000);
const clients = Math.max(1, intFromEnv('BENCH_CLIENTS', 20));
const perClient = Math.max(1, intFromEnv('BENCH_REQUESTS', 25));
/** Connections to PostgreSQL: the server's own number unless BENCH_POOL says. */
const poolSize = Math.max(1, intFromEnv('BENCH_POOL', DEFAULT_POOL_SIZE));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

type Query = Parameters<typeof listProducts>[3];

/** `clients` loops of `perClient` calls each, all at once; the latency of every call. */
async function load(clientCount: number, call: (client: number, n: number) => Promise<unknown>) {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: clientCount }, async (_, c) => {
      for (let n = 0; n < perClient; n++) latencies.push((await timed(() => call(c, n))).ms);
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), requests: sorted.length };
}

const base = { page: 1, limit: 25 };
/** A page of the 400 by name, spread over the clients and their calls. */
const listPage = (c: number, n: number) => 1 + ((c * 131 + n * 17) % 400);
/** The most a workload's p95 may be, as a multiple of the bare statement's p95 (issue 15). */
const LIMITS: Record<string, number> = {
  'search (substring, 25 per page)': 2,
  'list by name, random page': 1.5,
  'low stock, category filter': 1.5,
};
const WORKLOADS: Record<string, (c: number, n: number) => Query> = {
  'search (substring, 25 per page)': (c, n) => ({
    ...base,
    search: SEARCH_TERMS[(c * 7 + n) % SEARCH_TERMS.length],
  }),
  'list by name, random page': (c, n) => ({ ...base, sort: 'name', page: listPage(c, n) }),
  'low stock, category filter': (c, n) => ({
    ...base,
    lowStock: true,
    category: `Category ${String(1 + ((c + n) % 20)).padStart(2, '0')}`,
  }),
};

async function run() {
  const rows: string[] = [];
  for (const target of targetsFromEnv()) {
    const bench = await openBenchDatabase(target, poolSize);
    try {
      const app = await buildApp({ database: bench.handle });
      const owner = await signUp(app, 'Bench Duka Ltd');
      const api = apiClient(app, owner.token);
      const user = { companyId: owner.companyId, branchId: owner.homeBranchId };
      log(`${bench.label}: generating ${products.toLocaleString('en-US')} products in ${bench.where}`);
      const gen = await timed(() =>
        generateProducts(bench.handle.db, user.companyId, user.branchId, products),
      );
      log(`  generated in ${(gen.ms / 1000).toFixed(1)} s`);
      const db: Executor = bench.handle.db;
      const measured: Array<{
        name: string;
        p50: number;
        p95: number;
        requests: number;
        http: { p50: number; p95: number };
      }> = [];
      for (const [name, query] of Object.entries(WORKLOADS)) {
        const run = (c: number, n: number) => listProducts(db, user.companyId, user.branchId, query(c, n));
        await load(clients, run); // warm-up round
        const r = await load(clients, run);
        const http = await load(1, (c, n) => api.read(urlOf(productsApi.list, { query: query(c, n) })));
        log(
          `  ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; HTTP, one client: p50 ${http.p50.toFixed(1)} ms`,
        );
        measured.push({ name, ...r, http });
      }
      let floor: number | undefined;
      if (bench.url) {
        const bare = openBarePage(bench.url, poolSize, user.companyId, user.branchId);
        const page = (c: number, n: number) => bare.page((listPage(c, n) - 1) * base.limit);
        await load(clients, page);
        const r = await load(clients, page);
        await bare.close();
        log(`  reference, bare page: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
        floor = r.p95;
        rows.push(
          `| ${bench.label} | reference: the list's page as one prepared statement, no app code | ${r.requests} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | | | | |`,
        );
      }
      for (const m of measured) {
        const ratio = floor ? m.p95 / floor : undefined;
        const limit = LIMITS[m.name] ?? 1.5;
        const verdict =
          ratio === undefined ? '' : `${ratio.toFixed(2)} | ${ratio <= limit ? 'ok' : 'OVER'} (<= ${limit})`;
        rows.push(
          `| ${bench.label} | ${m.name} | ${m.requests} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${m.http.p50.toFixed(1)} ms | ${m.http.p95.toFixed(1)} ms | ${verdict || ' | '} |`,
        );
      }
      await app.close();
    } finally {
      await bench.dispose();
    }
  }
  console.log(
    `| database | workload | queries | p50 (${clients} clients) | p95 (${clients} clients) | HTTP p50 (1 client) | HTTP p95 (1 client) | p95 / reference p95 | goal |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `\n${products.toLocaleString('en-US')} products, ${clients} concurrent clients x ${perClient} queries each (after a warm-up round); goal: p95 <= 30 ms on PostgreSQL.`,
  );
}

run().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
