import { companies, type Database, etimsSettings } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { encryptSecret, secretKeyOf } from '../mail';
import { etimsSettingsOf } from './etims-device';
import { type OscuClient, OscuRefused, OscuUnreachable } from './oscu-client';

/**
 * Initialises the company's OSCU device with KRA (`selectInitOsdcInfo` with its KRA PIN, the KRA
 * branch id and the device serial) and keeps the `cmcKey` KRA gives, encrypted, with what KRA said of
 * the device. Needs the company's KRA PIN (422). KRA's refusal is 422 with its message; no answer, 502.
 */
export async function initializeEtims(
  db: Database,
  companyId: string,
  client: OscuClient,
  input: { bhfId?: string | undefined; deviceSerial?: string | undefined },
) {
  const settings = await etimsSettingsOf(db, companyId);
  const bhfId = input.bhfId ?? settings.bhfId;
  const deviceSerial = input.deviceSerial ?? settings.deviceSerial;
  const [company] = await db
    .select({ tin: companies.kraPin })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.tin) {
    throw new AppError(
      'validation-error',
      'Set the company KRA PIN first',
      { fields: { kraPin: 'Required for eTIMS' } },
      422,
    );
  }
  if (!deviceSerial) {
    throw new AppError(
      'validation-error',
      'The device serial is required',
      { fields: { deviceSerial: 'Required' } },
      422,
    );
  }
  let device: Awaited<ReturnType<OscuClient['initialize']>>;
  try {
    device = await client.initialize(company.tin, bhfId, deviceSerial);
  } catch (err) {
    if (err instanceof OscuRefused)
      throw new AppError('etims-refused', `KRA: ${err.resultMsg} (${err.resultCd})`, {}, 422);
    if (err instanceof OscuUnreachable) throw new AppError('etims-unreachable', err.message, {}, 502);
    throw err;
  }
  const cmcKey = encryptSecret(await secretKeyOf(db)(), device.cmcKey);
  const values = {
    bhfId,
    deviceSerial,
    cmcKey,
    deviceInfo: device.info,
    initializedAt: new Date(),
    updatedAt: new Date(),
  };
  await db
    .insert(etimsSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: etimsSettings.companyId, set: values });
  return etimsSettingsOf(db, companyId);
}
