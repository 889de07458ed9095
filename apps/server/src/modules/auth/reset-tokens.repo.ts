import { type Executor, passwordResetTokens } from '@tawi/db';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { hashToken, newSessionToken } from './tokens';

/** A reset link works for 1 hour after it is sent. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many links a user gets within an hour; more requests send nothing (no mail flooding). */
export const MAX_RESET_LINKS_PER_HOUR = 5;

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Stores a new reset token (its hash only) for the user; returns the token for the link. */
export async function createResetToken(
  tx: Executor,
  input: { companyId: string; userId: string; requestedBy: string | null },
): Promise<string> {
  const token = newSessionToken();
  await tx.insert(passwordResetTokens).values({
    ...input,
    tokenHash: hashToken(token),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** How many links the user was sent within the last hour. */
export async function recentResetTokenCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - RESET_TOKEN_TTL_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The stored token a link's token hashes to, whatever its state. */
export async function findResetToken(db: Executor, token: string): Promise<ResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/**
 * Marks the token used if it still is not, in one conditional UPDATE: of two resets at once with the
 * same link, one wins. False when it was used meanwhile.
 */
export async function claimResetToken(tx: Executor, id: string): Promise<boolean> {
  const claimed = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length === 1;
}

/** Ends every other link the user still holds (after a reset or a password change). */
export async function retireResetTokens(tx: Executor, companyId: string, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      ofCompany(
        passwordResetTokens,
        companyId,
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
