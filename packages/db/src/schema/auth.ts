import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { sameCompanyKey } from './keys';
import { users } from './org';
import { companyRecord } from './tenant-columns';

/** Sessions: only a SHA-256 of the random token is stored. Revoked or expired rows stop working at once. */
export const sessions = pgTable(
  'sessions',
  {
    ...companyRecord(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), sameCompanyKey(t, t.userId, users)],
);

/** Failed log-in attempts, for the per-account and per-address limits. Not tenant data: no company yet. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_at_idx').on(t.email, t.at),
    index('login_failures_ip_at_idx').on(t.ip, t.at),
  ],
);

/**
 * Password reset links: only a SHA-256 of the random token is stored. A link works once (`usedAt`) and
 * until `expiresAt` (1 hour); `requestedBy` is the owner who forced it, null when the user asked.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...companyRecord(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    requestedBy: uuid('requested_by'),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
    sameCompanyKey(t, t.userId, users),
  ],
);
