import type { Database } from './database';

/** SQLSTATEs after which re-running the whole transaction is safe and usually succeeds. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

/** How many times a transaction runs at most, and the base of the jittered pause between runs. */
export const TRANSACTION_ATTEMPTS = 5;
const BASE_DELAY_MS = 10;

/** The SQLSTATE of a database error, looking through the wrappers drizzle puts around driver errors. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isRetryable = (err: unknown): boolean => RETRYABLE.has(sqlStateOf(err) ?? '');

/**
 * Makes `db.transaction` re-run the whole transaction (the use case's callback, from its first
 * statement) when PostgreSQL aborts it for a deadlock or a serialization failure, up to
 * TRANSACTION_ATTEMPTS runs with a growing, jittered pause, so a client never sees a 500 for them.
 * Everything a use case writes is inside its callback, so a re-run starts from a clean slate.
 */
export function retryTransactions(db: Database, attempts = TRANSACTION_ATTEMPTS): Database {
  const once = db.transaction.bind(db);
  const retrying: typeof db.transaction = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(work, config);
      } catch (err) {
        if (attempt >= attempts || !isRetryable(err)) throw err;
        const pause = BASE_DELAY_MS * 2 ** (attempt - 1) * (0.5 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  db.transaction = retrying;
  return db;
}
