import type { UserPreferences, UserPreferencesUpdate } from '@tawi/contracts';
import { type Database, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';

/** The signed-in user changes their own preferences (the interface language); answers them as saved. */
export async function updatePreferences(
  db: Database,
  ctx: RequestContext,
  input: UserPreferencesUpdate,
): Promise<UserPreferences> {
  return db.transaction(async (tx) => {
    const mine = ofCompany(users, ctx.companyId, eq(users.id, ctx.userId));
    const [before] = await tx.select({ language: users.language }).from(users).where(mine);
    if (!before) throw notFound('User');
    const language = input.language ?? before.language;
    await tx.update(users).set({ language, updatedAt: new Date() }).where(mine);
    await auditUpdate(tx, ctx, 'user', ctx.userId, `Language ${language}`, { before, after: { language } });
    return { language };
  });
}
