import type { MailSettings } from '@tawi/contracts';
import { companyMailSettings, type Executor } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { type MailConfig, readMailConfig } from './mail-config';

export type MailSettingsRow = typeof companyMailSettings.$inferSelect;

/** The company's own SMTP settings row, if any; `lock` takes it for update. */
export async function findMailSettingsRow(
  db: Executor,
  companyId: string,
  lock = false,
): Promise<MailSettingsRow | undefined> {
  const query = db.select().from(companyMailSettings).where(eq(companyMailSettings.companyId, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const toMailSettings = (r: MailSettingsRow): MailSettings => ({
  source: 'company',
  host: r.host,
  port: r.port,
  secure: r.secure,
  username: r.username,
  fromAddress: r.fromAddress,
  hasPassword: r.passwordCipher !== null,
  updatedAt: r.updatedAt.toISOString(),
});

const fromEnvironment = (c: MailConfig | undefined): MailSettings =>
  c
    ? {
        source: 'environment',
        host: c.host,
        port: c.port,
        secure: c.secure,
        username: c.user ?? null,
        fromAddress: c.from,
        hasPassword: c.pass !== undefined,
        updatedAt: null,
      }
    : {
        source: 'none',
        host: null,
        port: null,
        secure: false,
        username: null,
        fromAddress: null,
        hasPassword: false,
        updatedAt: null,
      };

/** The settings in force for the company: its own, else the server's environment, else none. */
export async function getMailSettings(db: Executor, companyId: string): Promise<MailSettings> {
  const row = await findMailSettingsRow(db, companyId);
  return row ? toMailSettings(row) : fromEnvironment(readMailConfig());
}
