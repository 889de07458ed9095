import { isRetryable, TRANSACTION_ATTEMPTS } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

const rowsOf = async () => {
  const result = await t.database.db.execute(sql`select id, n from retry_probe order by id`);
  return (result as unknown as { rows: { id: number; n: number }[] }).rows.map((r) => [r.id, Number(r.n)]);
};

beforeAll(async () => {
  await t.database.db.execute(sql`create table retry_probe (id integer primary key, n integer not null)`);
});

const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('transactions re-run on deadlocks and serialization failures', () => {
  it('knows the retryable SQLSTATEs, also inside drizzle wrappers', () => {
    expect(isRetryable(failure('40P01'))).toBe(true);
    expect(isRetryable(new Error('query failed', { cause: failure('40001') }))).toBe(true);
    expect(isRetryable(failure('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });

  it('re-runs the whole callback after a serialization failure; its first run leaves nothing', async () => {
    await t.database.db.execute(sql`delete from retry_probe`);
    let runs = 0;
    const result = await t.database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into retry_probe (id, n) values (1, ${runs})`);
      if (runs === 1) throw failure('40001');
      return 'done';
    });
    expect([result, runs]).toEqual(['done', 2]);
    expect(await rowsOf()).toEqual([[1, 2]]);
  });

  it('gives up after the last attempt, and never retries other errors', async () => {
    let runs = 0;
    await expect(
      t.database.db.transaction(async () => {
        runs += 1;
        throw failure('40P01');
      }),
    ).rejects.toThrow('failed with 40P01');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    runs = 0;
    await expect(
      t.database.db.transaction(async () => {
        runs += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow('failed with 23505');
    expect(runs).toBe(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets two writers that lock rows in opposite order both finish (PostgreSQL)',
    async () => {
      await t.database.db.execute(sql`delete from retry_probe`);
      await t.database.db.execute(sql`insert into retry_probe (id, n) values (1, 0), (2, 0)`);
      let firstLocks = 0;
      let release: () => void = () => {};
      const bothHoldOne = new Promise<void>((resolve) => {
        release = resolve;
      });
      let runs = 0;
      const writer = (first: number, second: number) =>
        t.database.db.transaction(async (tx) => {
          runs += 1;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
          firstLocks += 1;
          if (firstLocks === 2) release();
          await bothHoldOne;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        });
      await Promise.all([writer(1, 2), writer(2, 1)]);
      expect(await rowsOf()).toEqual([
        [1, 2],
        [2, 2],
      ]);
      expect(runs).toBeGreaterThanOrEqual(3); // one at least was the deadlock victim and ran again
    },
  );
});
