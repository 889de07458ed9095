import { type Database, type Executor, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { invalidState, notFound } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { enqueueMail, type MailMessage } from '../mail';
import { findCompanyRow, findUserByEmail, findUserWithRole } from '../org';
import { resetLink, resetLinkMail } from './reset-link-mail';
import { createResetToken, MAX_RESET_LINKS_PER_HOUR, recentResetTokenCount } from './reset-tokens.repo';
import { revokeUserSessions } from './sessions.repo';

type UserRow = typeof users.$inferSelect;

/** A reset mail written to the outbox, for the route to send once the transaction is committed. */
export interface QueuedResetMail {
  companyId: string;
  id: string;
  message: MailMessage;
}

/** Stores a token, writes the mail with its link to the outbox and audits it, in the caller's transaction. */
async function queueResetLink(
  tx: Executor,
  user: UserRow,
  origin: string,
  requestedBy: string | null,
): Promise<QueuedResetMail> {
  const company = await findCompanyRow(tx, user.companyId);
  if (!company) throw notFound('Company');
  const token = await createResetToken(tx, { companyId: user.companyId, userId: user.id, requestedBy });
  const message = resetLinkMail({
    to: user.email,
    fullName: user.fullName,
    businessName: company.name,
    link: resetLink(origin, token),
    forcedByOwner: requestedBy !== null,
  });
  const actor = { companyId: user.companyId, userId: requestedBy ?? user.id };
  const id = await enqueueMail(tx, actor, message);
  const summary = `Password reset link sent to ${user.email}${requestedBy ? ' (sessions ended)' : ''}`;
  await auditCreate(tx, actor, 'password-reset', user.id, summary);
  return { companyId: user.companyId, id, message };
}

/**
 * Forgot-password: a link for an active user's email, unless they were sent too many within the hour;
 * nothing for an unknown or deactivated one. The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  origin: string,
): Promise<QueuedResetMail | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) return undefined;
  if ((await recentResetTokenCount(db, user.id)) >= MAX_RESET_LINKS_PER_HOUR) return undefined;
  return db.transaction((tx) => queueResetLink(tx, user, origin, null));
}

/**
 * An owner's forced reset of a user of the company (another company's: 404): their sessions end at
 * once, their password stops signing in until they set a new one, and a link goes to them. Only an
 * owner may force an owner's; a deactivated user gets none.
 */
export async function forcePasswordReset(
  db: Database,
  ctx: RequestContext,
  userId: string,
  origin: string,
): Promise<QueuedResetMail> {
  const found = await findUserWithRole(db, ctx.companyId, userId);
  if (!found) throw notFound('User');
  if (found.role.key === 'owner' && ctx.roleKey !== 'owner')
    throw invalidState("Only an owner can reset an owner's password");
  if (!found.user.isActive) throw invalidState('This user is deactivated: reactivate them first');
  return db.transaction(async (tx) => {
    await revokeUserSessions(tx, ctx.companyId, userId);
    await tx
      .update(users)
      .set({ passwordResetForcedAt: new Date() })
      .where(ofCompany(users, ctx.companyId, eq(users.id, userId)));
    return queueResetLink(tx, found.user, origin, ctx.userId);
  });
}
