import type { MailSettings } from '@tawi/contracts';
import { companyMailSettings, type Database } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { auditDelete } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { getMailSettings, toMailSettings } from './mail-settings.repo';

/** Removes the company's own SMTP server: the environment's applies again, else none (404 when none saved). */
export async function deleteMailSettings(db: Database, ctx: RequestContext): Promise<MailSettings> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyMailSettings)
      .where(eq(companyMailSettings.companyId, ctx.companyId))
      .returning();
    if (!removed) throw notFound('Mail settings');
    const summary = `SMTP server ${removed.host}:${removed.port} removed; the server's settings apply`;
    await auditDelete(tx, ctx, 'mail-settings', ctx.companyId, summary, toMailSettings(removed));
  });
  return getMailSettings(db, ctx.companyId);
}
