import { type Executor, loginFailures } from '@tawi/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';

/** API.md: more than 5 failed logins for one account within 15 minutes, or 30 from one address, are refused. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

async function secondsUntilBelow(db: Executor, column: 'email' | 'ip', value: string, limit: number) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures[column], value), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(limit);
  const oldest = rows[limit - 1];
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((oldest.at.getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
}

export async function assertLoginAllowed(db: Executor, email: string, ip: string): Promise<void> {
  const wait = Math.max(
    await secondsUntilBelow(db, 'email', email, MAX_FAILURES_PER_ACCOUNT),
    await secondsUntilBelow(db, 'ip', ip, MAX_FAILURES_PER_ADDRESS),
  );
  if (wait > 0) {
    throw new AppError('too-many-requests', 'Too many failed sign-in attempts. Try again later.', {
      retryAfterSeconds: wait,
    });
  }
}

export async function recordLoginFailure(db: Executor, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
