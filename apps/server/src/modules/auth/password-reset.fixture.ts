import { outbox, passwordResetTokens } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app';

/** The reset mails written to the outbox for `to`, oldest first: subject, text and the link's token. */
export async function resetMailsTo(t: TestApp, to: string) {
  const rows = await t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((r) => ({
    subject: r.subject,
    text: r.body,
    status: r.status,
    link: /https?:\/\/\S+/.exec(r.body)?.[0] ?? '',
    token: /\/reset-password\?token=([\w-]+)/.exec(r.body)?.[1] ?? '',
  }));
}

/** The newest reset mail to `to`; fails when there is none. */
export async function lastResetMail(t: TestApp, to: string) {
  const mail = (await resetMailsTo(t, to)).at(-1);
  if (!mail?.token) throw new Error(`no reset mail with a token to ${to}`);
  return mail;
}

/** The stored reset tokens of a user (their hashes, states and times). */
export async function storedResetTokens(t: TestApp, userId: string) {
  return t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
