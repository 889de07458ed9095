import type { Database } from '@tawi/db';
import { etimsOutbox } from '@tawi/db';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliverEtims } from './deliver-etims';
import type { OscuClient } from './oscu-client';

/** How often the server looks for eTIMS calls to send (and retries those KRA did not answer). */
export const ETIMS_INTERVAL_MS = 15_000;

/** Sends what every company has queued for KRA; returns when each company's queue is done or waits. */
export async function deliverAllEtims(db: Database, client: OscuClient): Promise<void> {
  const companies = await db
    .selectDistinct({ companyId: etimsOutbox.companyId })
    .from(etimsOutbox)
    .where(inArray(etimsOutbox.status, ['queued', 'sending']));
  for (const { companyId } of companies) await deliverEtims(db, client, companyId);
}

/**
 * The server's eTIMS worker: every few seconds it sends what waits in the eTIMS outbox, so trade never
 * waits on KRA and a queue left by a restart or an outage goes out once KRA answers. One run at a time.
 */
export function registerEtimsWorker(
  app: FastifyInstance,
  client: OscuClient,
  intervalMs = ETIMS_INTERVAL_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= deliverAllEtims(app.db, client)
      .catch((err: unknown) => app.log.warn({ err }, 'eTIMS delivery failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
