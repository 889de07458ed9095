import { bigserial, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns';
import { companies, users } from './org';

/** Sessions: only a SHA-256 of the random token is stored. Revoked or expired rows stop working at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** Failed log-in attempts, for the per-account and per-address limits. Not tenant data: no company yet. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
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
    id: id(),
    companyId: companyId().references(() => companies.id),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestedBy: uuid('requested_by'),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
    foreignKey({ columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }),
  ],
);
