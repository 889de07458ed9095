import { documentParams, idParams } from '../common';
import {
  emailTemplate,
  emailTemplateInput,
  emailTemplateList,
  emailTemplateParams,
  invoiceReminderList,
  reminderSchedule,
  reminderScheduleInput,
} from '../email-templates';
import { documentEmail, emailDraft, mailResult } from '../mail';
import { customerStatementQuery } from '../sales-credits';
import { route } from './route';

const settingsTags = ['settings'];

/** Settings, Email templates: each kind of document email's subject and body (company's, else default). */
export const emailTemplatesApi = {
  list: route({
    method: 'GET',
    path: '/api/settings/email-templates',
    auth: { permission: 'settings:read' },
    response: emailTemplateList,
    resource: 'email-templates',
    tags: settingsTags,
  }),
  /** Saves the company's wording; a placeholder the kind does not fill is 422 `unknown-placeholder`. */
  save: route({
    method: 'PUT',
    path: '/api/settings/email-templates/:kind',
    auth: { permission: 'settings:update' },
    params: emailTemplateParams,
    body: emailTemplateInput,
    response: emailTemplate,
    resource: 'email-templates',
    touches: ['email-templates'],
    tags: settingsTags,
  }),
  /** Back to the default wording. */
  reset: route({
    method: 'DELETE',
    path: '/api/settings/email-templates/:kind',
    auth: { permission: 'settings:update' },
    params: emailTemplateParams,
    response: emailTemplate,
    resource: 'email-templates',
    touches: ['email-templates'],
    tags: settingsTags,
  }),
};

/** Settings, Payment reminders: when overdue invoices get a reminder (off by default). */
export const paymentRemindersApi = {
  get: route({
    method: 'GET',
    path: '/api/settings/payment-reminders',
    auth: { permission: 'settings:read' },
    response: reminderSchedule,
    resource: 'payment-reminders',
    tags: settingsTags,
  }),
  save: route({
    method: 'PUT',
    path: '/api/settings/payment-reminders',
    auth: { permission: 'settings:update' },
    body: reminderScheduleInput,
    response: reminderSchedule,
    resource: 'payment-reminders',
    touches: ['payment-reminders'],
    tags: settingsTags,
  }),
};

const salesTags = ['customers'];

/** An invoice's payment reminders: those sent, and one sent now (an overdue invoice only, else 409). */
export const invoiceRemindersApi = {
  list: route({
    method: 'GET',
    path: '/api/invoices/:id/reminders',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: invoiceReminderList,
    resource: 'invoices',
    tags: salesTags,
  }),
  draft: route({
    method: 'GET',
    path: '/api/invoices/:id/reminders/draft',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: emailDraft,
    resource: 'invoices',
    tags: salesTags,
  }),
  send: route({
    method: 'POST',
    path: '/api/invoices/:id/reminders',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    resource: 'invoices',
    touches: ['invoices', 'outbox'],
    tags: salesTags,
  }),
};

/**
 * What each document's email dialog starts from (GET .../email/draft): the party's address and the
 * company's template filled with the document.
 */
export const emailDraftsApi = {
  invoice: route({
    method: 'GET',
    path: '/api/invoices/:id/email/draft',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: emailDraft,
    resource: 'invoices',
    tags: salesTags,
  }),
  estimate: route({
    method: 'GET',
    path: '/api/estimates/:id/email/draft',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: emailDraft,
    resource: 'estimates',
    tags: salesTags,
  }),
  creditNote: route({
    method: 'GET',
    path: '/api/credit-notes/:id/email/draft',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: emailDraft,
    resource: 'credit-notes',
    tags: salesTags,
  }),
  receipt: route({
    method: 'GET',
    path: '/api/receipts/:id/email/draft',
    auth: { permission: 'customers:read' },
    params: documentParams,
    response: emailDraft,
    resource: 'customer-receipts',
    tags: salesTags,
  }),
  statement: route({
    method: 'GET',
    path: '/api/customers/:id/statement/email/draft',
    auth: { permission: 'customers:read' },
    params: idParams,
    query: customerStatementQuery,
    response: emailDraft,
    resource: 'customers',
    tags: salesTags,
  }),
  purchaseOrder: route({
    method: 'GET',
    path: '/api/purchase-orders/:id/email/draft',
    auth: { permission: 'trade:read' },
    params: documentParams,
    response: emailDraft,
    resource: 'purchase-orders',
    tags: ['trade'],
  }),
};
