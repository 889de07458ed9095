import { invoiceRemindersApi, paymentRemindersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { reminderScheduleOf, saveReminderSchedule } from './payment-reminder-settings';
import { invoiceReminderDraft, listInvoiceReminders, sendInvoiceReminder } from './payment-reminders';

/** Implements paymentRemindersApi (the schedule) and invoiceRemindersApi (an invoice's reminders). */
export const paymentReminderRoutes: FastifyPluginAsync = async (app) => {
  implement(app, paymentRemindersApi.get, (request) =>
    reminderScheduleOf(app.db, contextOf(request).companyId),
  );
  implement(app, paymentRemindersApi.save, (request) =>
    saveReminderSchedule(app.db, contextOf(request), request.body),
  );
  implement(app, invoiceRemindersApi.list, async (request) => ({
    items: await listInvoiceReminders(app.db, contextOf(request), request.params.id),
  }));
  implement(app, invoiceRemindersApi.draft, (request) =>
    invoiceReminderDraft(app.db, contextOf(request), request.params.id),
  );
  implement(app, invoiceRemindersApi.send, (request) =>
    sendInvoiceReminder(app.db, contextOf(request), request.params.id, request.body),
  );
};
