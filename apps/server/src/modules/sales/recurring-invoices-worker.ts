import { todayIn } from '@tawi/domain';
import type { FastifyInstance } from 'fastify';
import { issueDueRecurringInvoices } from './issue-recurring-invoices';

/** How often the server looks for recurring invoices due. */
export const RECURRING_INTERVAL_MS = 15 * 60_000;

/**
 * The server's recurring invoices job, as the eTIMS worker runs: once when the server is ready, then
 * every interval, one run at a time, stopped with the server. The dates are Nairobi business dates.
 */
export function registerRecurringInvoicesWorker(app: FastifyInstance, intervalMs = RECURRING_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= issueDueRecurringInvoices(app.db, todayIn())
      .then((run) => {
        if (run.issued.length || run.failed.length) app.log.info({ run }, 'recurring invoices');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'recurring invoices failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
