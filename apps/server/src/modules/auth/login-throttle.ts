import { type Executor, loginFailures } from '@tawi/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';

/** API.md: more than 5 failed logins for one account within 15 minutes, or 30 from one address, are refused. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Seconds until fewer than `limit` earlier attempts remain in the window, counting the attempt just
 * recorded (the newest row); 0 when this attempt is allowed.
 */
async function secondsBlocked(db: Executor, column: 'email' | 'ip', value: string, limit: number) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures[column], value), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(limit + 1);
  const oldest = rows[limit];
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((oldest.at.getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
}

/**
 * Records the attempt as a failure before the password is checked, then counts: so a burst of
 * parallel guesses cannot all slip under the limit. Refused attempts leave no row (a locked-out
 * owner is not kept locked out by further tries); a successful one clears the account's failures.
 */
export async function beginLoginAttempt(db: Executor, email: string, ip: string): Promise<void> {
  const [attempt] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  const wait = Math.max(
    await secondsBlocked(db, 'email', email, MAX_FAILURES_PER_ACCOUNT),
    await secondsBlocked(db, 'ip', ip, MAX_FAILURES_PER_ADDRESS),
  );
  if (wait > 0) {
    if (attempt) await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    throw new AppError('too-many-requests', 'Too many failed sign-in attempts. Try again later.', {
      retryAfterSeconds: wait,
    });
  }
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
