import type { FastifyInstance } from 'fastify';
import { registerBackgroundJob } from '../../platform/background-job';
import { sendDueReminders } from './due-payment-reminders';

/** How often the server looks for overdue invoices due a reminder (a step is a whole day). */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server's payment reminder worker, as the eTIMS worker runs: a first run once the server is
 * ready, then every hour; one run at a time; stopped with the app. Each step goes once per invoice
 * (recorded), so runs may repeat freely.
 */
export function registerReminderWorker(app: FastifyInstance, intervalMs = REMINDER_INTERVAL_MS) {
  registerBackgroundJob(app, {
    name: 'payment reminders',
    intervalMs,
    runWhenReady: true,
    run: async () => {
      const run = await sendDueReminders(app.db);
      if (run.sent.length > 0 || run.failed.length > 0) app.log.info({ reminders: run }, 'payment reminders');
    },
  });
}
