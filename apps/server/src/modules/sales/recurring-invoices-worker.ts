import { todayIn } from '@tawi/domain';
import type { FastifyInstance } from 'fastify';
import { registerBackgroundJob } from '../../platform/background-job';
import { issueDueRecurringInvoices } from './issue-recurring-invoices';

/** How often the server looks for recurring invoices due. */
export const RECURRING_INTERVAL_MS = 15 * 60_000;

/**
 * The server's recurring invoices job, as the eTIMS worker runs: once when the server is ready, then
 * every interval, one run at a time, stopped with the server. The dates are Nairobi business dates.
 */
export function registerRecurringInvoicesWorker(app: FastifyInstance, intervalMs = RECURRING_INTERVAL_MS) {
  registerBackgroundJob(app, {
    name: 'recurring invoices',
    intervalMs,
    runWhenReady: true,
    run: async () => {
      const run = await issueDueRecurringInvoices(app.db, todayIn());
      if (run.issued.length || run.failed.length) app.log.info({ run }, 'recurring invoices');
    },
  });
}
