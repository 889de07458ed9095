import type { MailSettings, MailSettingsInput } from '@tawi/contracts';
import { companyMailSettings, type Database } from '@tawi/db';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findMailSettingsRow, toMailSettings } from './mail-settings.repo';
import { encryptSecret, secretKeyOf } from './secret-key';

function passwordNote(input: MailSettingsInput, had: boolean): string {
  if (!input.username) return had ? ', password cleared' : '';
  if (input.password === undefined) return '';
  return input.password === null ? ', password cleared' : ', password changed';
}

/**
 * Saves the company's SMTP server (PUT /api/settings/mail). A new password is encrypted first (no
 * key to do it: 422 `secret-key-missing`, nothing saved); `password` absent keeps the saved one,
 * null clears it; without a user name none is kept. Audited without the password.
 */
export async function saveMailSettings(
  db: Database,
  ctx: RequestContext,
  input: MailSettingsInput,
): Promise<MailSettings> {
  const newCipher =
    typeof input.password === 'string' ? encryptSecret(await secretKeyOf(db)(), input.password) : undefined;
  return db.transaction(async (tx) => {
    const before = await findMailSettingsRow(tx, ctx.companyId, true);
    const kept = input.password === undefined ? (before?.passwordCipher ?? null) : (newCipher ?? null);
    const values = {
      host: input.host,
      port: input.port,
      secure: input.secure,
      username: input.username,
      passwordCipher: input.username ? kept : null,
      fromAddress: input.fromAddress,
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    };
    const row = await tx
      .insert(companyMailSettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: companyMailSettings.companyId, set: values })
      .returning()
      .then(returnedRow('mail settings upsert'));
    const after = toMailSettings(row);
    await recordAudit(tx, ctx, {
      action: before ? 'update' : 'create',
      entity: 'mail-settings',
      entityId: ctx.companyId,
      summary: `SMTP server ${row.host}:${row.port}${passwordNote(input, before?.passwordCipher != null)}`,
      before: before && toMailSettings(before),
      after,
    });
    return after;
  });
}
