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
import { emailDraftRoute } from './document-routes';
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
  invoice: emailDraftRoute('/api/invoices', 'customers', 'invoices', salesTags),
  estimate: emailDraftRoute('/api/estimates', 'customers', 'estimates', salesTags),
  creditNote: emailDraftRoute('/api/credit-notes', 'customers', 'credit-notes', salesTags),
  receipt: emailDraftRoute('/api/receipts', 'customers', 'customer-receipts', salesTags),
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
  purchaseOrder: emailDraftRoute('/api/purchase-orders', 'trade', 'purchase-orders', ['trade']),
};
