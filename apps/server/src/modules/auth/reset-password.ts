import type { ResetPasswordRequest, ResetTokenCheck } from '@tawi/contracts';
import { type Database, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { assertPasswordMeetsPolicy, companyPasswordPolicy, findUserWithRole } from '../org';
import { clearLoginFailures } from './login-throttle';
import { hashPassword } from './passwords';
import { claimResetToken, findResetToken, retireResetTokens } from './reset-tokens.repo';
import { revokeUserSessions } from './sessions.repo';

const invalidLink = () =>
  new AppError(
    'reset-token-invalid',
    'This reset link is not valid. Ask for a new one from the sign-in page.',
  );
const usedLink = () =>
  new AppError('reset-token-used', 'This reset link was already used. Ask for a new one if you need to.');
const expiredLink = () =>
  new AppError(
    'reset-token-expired',
    'This reset link has expired (links work for 1 hour). Ask for a new one.',
  );

/** The token's stored row and its active user, or the refusal: unknown, used, expired. */
async function liveResetToken(db: Database, token: string) {
  const row = await findResetToken(db, token);
  if (!row) throw invalidLink();
  if (row.usedAt) throw usedLink();
  if (row.expiresAt.getTime() <= Date.now()) throw expiredLink();
  const user = (await findUserWithRole(db, row.companyId, row.userId))?.user;
  if (!user?.isActive) throw invalidLink();
  return { row, user };
}

/** What the reset page shows before the new password is typed: whose account, and the policy. */
export async function checkResetToken(db: Database, token: string): Promise<ResetTokenCheck> {
  const { user } = await liveResetToken(db, token);
  return { email: user.email, passwordPolicy: await companyPasswordPolicy(db, user.companyId) };
}

/**
 * Sets the password a live link was sent for, in one transaction: the token is claimed (used once),
 * the user's sessions and other links end, and their failed sign-ins are forgotten.
 */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<void> {
  const { row, user } = await liveResetToken(db, input.token);
  assertPasswordMeetsPolicy(input.password, await companyPasswordPolicy(db, user.companyId));
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, row.id))) throw usedLink();
    await tx
      .update(users)
      .set({ passwordHash, passwordResetForcedAt: null, updatedAt: new Date() })
      .where(ofCompany(users, user.companyId, eq(users.id, user.id)));
    await revokeUserSessions(tx, user.companyId, user.id);
    await retireResetTokens(tx, user.companyId, user.id);
    await clearLoginFailures(tx, user.email);
    await recordAudit(
      tx,
      { companyId: user.companyId, userId: user.id },
      {
        action: 'update',
        entity: 'user',
        entityId: user.id,
        summary: `${user.email}: password reset with an emailed link`,
        after: { passwordChanged: true },
      },
    );
  });
}
