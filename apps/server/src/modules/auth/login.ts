import type { LoginRequest, LoginResponse } from '@tawi/contracts';
import { type Database, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { findCompanyRow } from '../org/company.repo';
import { findUserByEmail, findUserWithRole } from '../org/users.repo';
import { beginLoginAttempt, clearLoginFailures } from './login-throttle';
import { decoyHash, verifyPassword } from './passwords';
import { toSessionUser } from './session-user';
import { createSession } from './sessions.repo';

const invalid = () => new AppError('invalid-credential', 'Wrong email or password');
const resetForced = () =>
  new AppError(
    'invalid-credential',
    'Your password was reset by an owner: set a new one with the link sent to your email',
  );

/**
 * Wrong email, wrong password and a deactivated account all give the same 401 (nothing revealed); the
 * right password of a user whose reset an owner forced gives a 401 that says so.
 */
export async function login(
  db: Database,
  input: LoginRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResponse> {
  await beginLoginAttempt(db, input.email, client.ip);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  const found = user && ok && user.isActive ? await findUserWithRole(db, user.companyId, user.id) : undefined;
  const company = found ? await findCompanyRow(db, found.user.companyId) : undefined;
  if (!found || !company) throw invalid(); // the attempt stays recorded as a failure
  // said only to whoever knows the password: an owner's forced reset awaits the emailed link
  if (found.user.passwordResetForcedAt) throw resetForced();
  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, input.email);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, found.user.id));
    const accessToken = await createSession(tx, { companyId: company.id, userId: found.user.id, ...client });
    return { accessToken, user: toSessionUser(found.user, found.role, company.name) };
  });
}
