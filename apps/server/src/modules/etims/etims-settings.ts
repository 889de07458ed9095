import type { EtimsSettings, EtimsSettingsUpdate } from '@tawi/contracts';
import { type Database, type Executor, etimsOutbox, etimsSettings } from '@tawi/db';
import { count, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/request-context';
import { type EtimsSettingsRow, etimsSettingsOf } from './etims-device';

function statusOf(row: EtimsSettingsRow, serverConfigured: boolean): EtimsSettings['status'] {
  if (!serverConfigured) return 'not-configured';
  if (!row.enabled) return 'off';
  return row.cmcKey ? 'ready' : 'not-initialized';
}

/** Settings > eTIMS as the API shows it: the device, its state and the outbox's counts. */
export async function etimsSettingsView(
  db: Executor,
  companyId: string,
  serverConfigured: boolean,
): Promise<EtimsSettings> {
  const row = await etimsSettingsOf(db, companyId);
  const counts = await db
    .select({ status: etimsOutbox.status, n: count() })
    .from(etimsOutbox)
    .where(eq(etimsOutbox.companyId, companyId))
    .groupBy(etimsOutbox.status);
  const n = (...states: string[]) =>
    counts.filter((c) => states.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
  const { cmcKey: _secret, ...device } = (row.deviceInfo ?? {}) as Record<string, unknown>;
  return {
    enabled: row.enabled,
    bhfId: row.bhfId,
    deviceSerial: row.deviceSerial,
    status: statusOf(row, serverConfigured),
    initializedAt: row.initializedAt?.toISOString() ?? null,
    device: row.deviceInfo ? device : null,
    lastSequence: row.lastSequence,
    queue: { queued: n('queued', 'sending'), failed: n('failed'), sent: n('sent') },
  };
}

/**
 * Turns eTIMS on or off and sets the KRA branch id and device serial. Another branch id or device
 * means another device: it must be initialised again (its cmcKey is dropped).
 */
export async function updateEtimsSettings(db: Database, ctx: Actor, input: EtimsSettingsUpdate) {
  await db.transaction(async (tx) => {
    const current = await etimsSettingsOf(tx, ctx.companyId);
    const moved =
      (input.bhfId !== undefined && input.bhfId !== current.bhfId) ||
      (input.deviceSerial !== undefined && input.deviceSerial !== current.deviceSerial);
    const values = {
      ...input,
      ...(moved && { cmcKey: null, deviceInfo: null, initializedAt: null }),
      updatedAt: new Date(),
    };
    await tx
      .insert(etimsSettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: etimsSettings.companyId, set: values });
    const changes = Object.entries(input).map(([k, v]) => `${k} ${String(v)}`);
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'etims-settings',
      entityId: ctx.companyId,
      summary: `eTIMS settings: ${changes.join(', ') || 'saved'}${moved ? ' (device to initialise again)' : ''}`,
    });
  });
}
