import type { ChangePasswordRequest } from '@tawi/contracts';
import { type Database, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { assertPasswordMeetsPolicy, companyPasswordPolicy, findUserWithRole } from '../org';
import { beginLoginAttempt, clearLoginFailures } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { retireResetTokens } from './reset-tokens.repo';
import { revokeUserSessions } from './sessions.repo';

const wrongPassword = () =>
  new AppError('wrong-password', 'The current password is not right', {
    fields: { currentPassword: 'Not your current password' },
  });

/**
 * The signed-in user changes their password: the current one is checked like a sign-in (wrong guesses
 * count towards the sign-in limit), the new one against the company's policy. Their other sessions and
 * any reset links end; the session asking stays signed in.
 */
export async function changePassword(
  db: Database,
  ctx: RequestContext,
  input: ChangePasswordRequest,
  client: { ip: string },
): Promise<void> {
  const found = await findUserWithRole(db, ctx.companyId, ctx.userId);
  if (!found) throw notFound('User');
  const { user } = found;
  await beginLoginAttempt(db, user.email, client.ip);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw wrongPassword();
  await clearLoginFailures(db, user.email);
  assertPasswordMeetsPolicy(input.newPassword, await companyPasswordPolicy(db, ctx.companyId), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(ofCompany(users, ctx.companyId, eq(users.id, ctx.userId)));
    await revokeUserSessions(tx, ctx.companyId, ctx.userId, ctx.sessionId);
    await retireResetTokens(tx, ctx.companyId, ctx.userId);
    const summary = `${user.email}: password changed`;
    await auditUpdate(tx, ctx, 'user', ctx.userId, summary, { after: { passwordChanged: true } });
  });
}
