import { companies, type Executor, etimsSettings } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { decryptSecret, secretKeyOf } from '../mail';
import type { OscuDevice } from './oscu-client';

export type EtimsSettingsRow = typeof etimsSettings.$inferSelect;

/** The company's eTIMS settings, or the defaults (off, branch 00) when it has none yet. */
export async function etimsSettingsOf(db: Executor, companyId: string): Promise<EtimsSettingsRow> {
  const [row] = await db.select().from(etimsSettings).where(eq(etimsSettings.companyId, companyId));
  return (
    row ?? {
      companyId,
      enabled: false,
      bhfId: '00',
      deviceSerial: null,
      cmcKey: null,
      deviceInfo: null,
      initializedAt: null,
      lastSequence: 0,
      updatedAt: new Date(0),
    }
  );
}

/** Whether the company's documents go to KRA: eTIMS on and the device initialised. */
export const etimsReady = (s: EtimsSettingsRow) => s.enabled && s.cmcKey !== null;

/**
 * The device the company's calls speak for: its KRA PIN (`tin`), KRA branch id and the `cmcKey`
 * decrypted; undefined when eTIMS is not ready (or, with `initialisedOnly`, not initialised: code
 * lists may be fetched before eTIMS is turned on).
 */
export async function etimsDeviceOf(
  db: Executor,
  companyId: string,
  options: { initialisedOnly?: boolean } = {},
): Promise<OscuDevice | undefined> {
  const settings = await etimsSettingsOf(db, companyId);
  if (!(options.initialisedOnly || etimsReady(settings)) || !settings.cmcKey) return undefined;
  const [company] = await db
    .select({ tin: companies.kraPin })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.tin) return undefined;
  const cmcKey = decryptSecret(await secretKeyOf(db)(), settings.cmcKey);
  return { tin: company.tin, bhfId: settings.bhfId, cmcKey };
}
