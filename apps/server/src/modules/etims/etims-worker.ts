import type { RouteEntry } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { etimsOutbox } from '@tawi/db';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerBackgroundJob } from '../../platform/background-job';
import { deliverEtims } from './deliver-etims';
import type { OscuClient } from './oscu-client';

/** How often the server looks for eTIMS calls to send (and retries those KRA did not answer). */
export const ETIMS_INTERVAL_MS = 15_000;

/** What a change touches when it may queue a call to KRA: sales documents and the eTIMS settings. */
const QUEUES_FOR_KRA = new Set(['invoices', 'credit-notes', 'etims']);

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
 * waits on KRA and a queue left by a restart or an outage goes out once KRA answers; a change that may
 * have queued something (an invoice issued, a resend) starts a run at once. One run at a time.
 */
export function registerEtimsWorker(
  app: FastifyInstance,
  client: OscuClient,
  intervalMs = ETIMS_INTERVAL_MS,
) {
  const { tick } = registerBackgroundJob(app, {
    name: 'eTIMS delivery',
    intervalMs,
    runWhenReady: false,
    run: () => deliverAllEtims(app.db, client),
  });
  // a write that may have queued something for KRA (a sale, a resend) starts a delivery at once
  app.addHook('onResponse', async (request, reply) => {
    const entry = (request.routeOptions.config as { contract?: RouteEntry }).contract;
    if (reply.statusCode < 300 && entry?.touches?.some((t) => QUEUES_FOR_KRA.has(t))) tick();
  });
}
