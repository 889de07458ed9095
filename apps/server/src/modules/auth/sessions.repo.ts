import { type Executor, sessions } from '@tawi/db';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { hashToken, newSessionToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export async function createSession(
  tx: Executor,
  input: { companyId: string; userId: string; ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = newSessionToken();
  await tx.insert(sessions).values({
    companyId: input.companyId,
    userId: input.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function findLiveSession(db: Executor, token: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of the user, but `keepSessionId` (the one changing its own password). */
export async function revokeUserSessions(
  db: Executor,
  companyId: string,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      ofCompany(
        sessions,
        companyId,
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
