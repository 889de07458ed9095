import type { FastifyInstance } from 'fastify';
import { sendDueReminders } from './due-payment-reminders';

/** How often the server looks for overdue invoices due a reminder (a step is a whole day). */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server's payment reminder worker, as the eTIMS worker runs: a first run once the server is
 * ready, then every hour; one run at a time; stopped with the app. Each step goes once per invoice
 * (recorded), so runs may repeat freely.
 */
export function registerReminderWorker(app: FastifyInstance, intervalMs = REMINDER_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= sendDueReminders(app.db)
      .then((run) => {
        if (run.sent.length > 0 || run.failed.length > 0)
          app.log.info({ reminders: run }, 'payment reminders');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'payment reminders failed'))
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
