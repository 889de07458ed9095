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
import { routeGroup } from './route-group';

const settingsTags = ['settings'];

const emailTemplatesRoutes = routeGroup({ tags: settingsTags, resource: 'email-templates' });

/** Settings, Email templates: each kind of document email's subject and body (company's, else default). */
export const emailTemplatesApi = {
  list: emailTemplatesRoutes.get(
    '/api/settings/email-templates',
    { permission: 'settings:read' },
    { response: emailTemplateList },
  ),
  /** Saves the company's wording; a placeholder the kind does not fill is 422 `unknown-placeholder`. */
  save: emailTemplatesRoutes.put(
    '/api/settings/email-templates/:kind',
    { permission: 'settings:update' },
    {
      params: emailTemplateParams,
      body: emailTemplateInput,
      response: emailTemplate,
      touches: ['email-templates'],
    },
  ),
  /** Back to the default wording. */
  reset: emailTemplatesRoutes.delete(
    '/api/settings/email-templates/:kind',
    { permission: 'settings:update' },
    { params: emailTemplateParams, response: emailTemplate, touches: ['email-templates'] },
  ),
};

const paymentRemindersRoutes = routeGroup({ tags: settingsTags, resource: 'payment-reminders' });

/** Settings, Payment reminders: when overdue invoices get a reminder (off by default). */
export const paymentRemindersApi = {
  get: paymentRemindersRoutes.get(
    '/api/settings/payment-reminders',
    { permission: 'settings:read' },
    { response: reminderSchedule },
  ),
  save: paymentRemindersRoutes.put(
    '/api/settings/payment-reminders',
    { permission: 'settings:update' },
    { body: reminderScheduleInput, response: reminderSchedule, touches: ['payment-reminders'] },
  ),
};

const salesTags = ['customers'];

const invoiceRemindersRoutes = routeGroup({ tags: salesTags, resource: 'invoices' });

/** An invoice's payment reminders: those sent, and one sent now (an overdue invoice only, else 409). */
export const invoiceRemindersApi = {
  list: invoiceRemindersRoutes.get(
    '/api/invoices/:id/reminders',
    { permission: 'customers:read' },
    { params: documentParams, response: invoiceReminderList },
  ),
  draft: invoiceRemindersRoutes.get(
    '/api/invoices/:id/reminders/draft',
    { permission: 'customers:read' },
    { params: documentParams, response: emailDraft },
  ),
  send: invoiceRemindersRoutes.post(
    '/api/invoices/:id/reminders',
    { permission: 'customers:update' },
    {
      params: documentParams,
      body: documentEmail,
      response: mailResult,
      status: 202,
      touches: ['invoices', 'outbox'],
    },
  ),
};

const emailDraftsRoutes = routeGroup({ tags: salesTags, resource: 'customers' });

/**
 * What each document's email dialog starts from (GET .../email/draft): the party's address and the
 * company's template filled with the document.
 */
export const emailDraftsApi = {
  invoice: emailDraftRoute('/api/invoices', 'customers', 'invoices', salesTags),
  estimate: emailDraftRoute('/api/estimates', 'customers', 'estimates', salesTags),
  creditNote: emailDraftRoute('/api/credit-notes', 'customers', 'credit-notes', salesTags),
  receipt: emailDraftRoute('/api/receipts', 'customers', 'customer-receipts', salesTags),
  statement: emailDraftsRoutes.get(
    '/api/customers/:id/statement/email/draft',
    { permission: 'customers:read' },
    { params: idParams, query: customerStatementQuery, response: emailDraft },
  ),
  purchaseOrder: emailDraftRoute('/api/purchase-orders', 'trade', 'purchase-orders', ['trade']),
};
