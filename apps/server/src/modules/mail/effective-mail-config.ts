import type { Database } from '@tawi/db';
import { AppError } from '../../platform/app-error';
import { type MailConfig, readMailConfig } from './mail-config';
import { findMailSettingsRow } from './mail-settings.repo';
import { decryptSecret, secretKeyOf } from './secret-key';

/** 409 `mail-not-configured`: neither the company nor the server has an SMTP server. */
export const mailNotConfigured = (then = '') =>
  new AppError(
    'mail-not-configured',
    `No mail server is configured (Settings > Email (SMTP), or SMTP_HOST on the server)${then}`,
    undefined,
    409,
  );

/**
 * The SMTP server to send the company's mail through: its own settings (password decrypted) when
 * saved, else the environment's (SMTP_HOST...), else undefined (mail waits in the outbox).
 */
export async function effectiveMailConfig(db: Database, companyId: string): Promise<MailConfig | undefined> {
  const row = await findMailSettingsRow(db, companyId);
  if (!row) return readMailConfig();
  let pass: string | undefined;
  if (row.passwordCipher) {
    try {
      pass = decryptSecret(await secretKeyOf(db)(), row.passwordCipher);
    } catch {
      throw new AppError(
        'mail-settings-unreadable',
        "The saved SMTP password cannot be read with this server's key (TAWI_SECRET_KEY); enter it again in Settings > Email (SMTP)",
        undefined,
        422,
      );
    }
  }
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    user: row.username ?? undefined,
    pass,
    from: row.fromAddress,
  };
}
