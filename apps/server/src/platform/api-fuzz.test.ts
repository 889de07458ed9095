import { authApi, platformApi } from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { call, signupCompany, useTestApp } from '../testing/test-app';

const t = useTestApp();

type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string }[];
};
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

/**
 * Values of the wrong kind for any field: NUL, right-to-left and emoji text, huge strings and numbers.
 * (Not null or true: a nullable or boolean field may take them, making the request a valid one.)
 */
const JUNK: unknown[] = [
  'not-a-thing\u0000',
  '\u202Eevil\u202C 🇰🇪🔥',
  'x'.repeat(20_000),
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.0000001,
  [],
  {},
  '2026-02-30',
  '../../etc/passwd',
];

function bodiesFor(op: Operation): unknown[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const fields = Object.keys(schema?.properties ?? {});
  const wrongEverywhere = JUNK.map((junk) => Object.fromEntries(fields.map((f) => [f, junk])));
  return [null, 'text', 42, [], { unknownField: 1 }, ...wrongEverywhere];
}

const QUERIES: Record<string, string>[] = [
  { page: '-1', limit: '100000', sort: 'drop table', from: '2026-13-45', to: 'x' },
  { search: 'a'.repeat(5000), status: '\u202E', branchId: 'not-a-uuid', asOf: '9999-99-99' },
];

const PARAMS = ['00000000-0000-0000-0000-000000000000', 'not-an-id\u0000'];

/** Signing in and out act on the session itself: the auth routes are left out of the sweep. */
const AUTH_PATHS = new Set<string>(Object.values(authApi).map((entry) => entry.path));

async function rowCounts() {
  const result = await t.database.db.execute(sql`
    select relname as table, n_live_tup as n from pg_stat_user_tables where schemaname = 'public' order by relname`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function tableSizes(): Promise<Record<string, number>> {
  const tables = (await rowCounts()) as { table: string }[];
  const sizes: Record<string, number> = {};
  for (const { table } of tables) {
    const res = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    sizes[table] = (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  return sizes;
}

describe('fuzz sweep of every route in the OpenAPI document', () => {
  it('answers malformed requests with 4xx in the envelope, never 5xx, writing nothing', async () => {
    const owner = await signupCompany(t.app);
    const doc = (await apiClient(t.app).ok(platformApi.openApi)) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await tableSizes();
    const failures: string[] = [];
    let requests = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (AUTH_PATHS.has(path)) continue;
      for (const [method, op] of Object.entries(methods)) {
        const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
        for (const param of PARAMS) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(param));
          const sends =
            verb === 'GET' || verb === 'DELETE'
              ? QUERIES.map((query) => ({ query }))
              : bodiesFor(op).map((body) => ({ body }));
          for (const send of sends) {
            requests += 1;
            const res = await call(t.app, verb, url, { token: owner.token, ...send });
            const enveloped =
              typeof res.body?.error?.code === 'string' && typeof res.body?.error?.message === 'string';
            if (res.status >= 500 || (res.status >= 400 && !enveloped)) {
              failures.push(
                `${verb} ${url} ${JSON.stringify(send).slice(0, 80)} -> ${res.status} ${res.text.slice(0, 120)}`,
              );
            }
          }
          if (!path.includes('{')) break;
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    const after = await tableSizes();
    const changed = Object.keys(after).filter(
      (table) => after[table] !== before[table] && table !== 'idempotency_keys',
    );
    const audit = await t.database.db.execute(
      sql`select action, entity, summary from audit_log order by at desc limit ${(after.audit_log ?? 0) - (before.audit_log ?? 0)}`,
    );
    expect({ changed, audit: (audit as unknown as { rows: unknown[] }).rows }).toEqual({
      changed: [],
      audit: [],
    });
  }, 600_000);
});
