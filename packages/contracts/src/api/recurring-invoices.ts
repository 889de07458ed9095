import { idParams } from '../common';
import { recurringInvoice, recurringInvoiceCreate, recurringInvoiceListQuery } from '../recurring-invoices';
import { recordRoutes } from './record-routes';
import { route } from './route';

const tags = ['customers'];
const touches = ['recurring-invoices'] as const;

const recurringInvoices = recordRoutes('/api/recurring-invoices', 'customers', tags);

/** Recurring invoices: schedules that issue a copy of an invoice on each date (a server job issues them). */
export const recurringInvoicesApi = {
  list: recurringInvoices.list(recurringInvoiceListQuery, recurringInvoice),
  create: recurringInvoices.create(recurringInvoiceCreate, recurringInvoice, touches),
  pause: route({
    method: 'POST',
    path: '/api/recurring-invoices/:id/pause',
    auth: { permission: 'customers:update' },
    params: idParams,
    response: recurringInvoice,
    touches,
    tags,
  }),
  /** Active again from the first date of the schedule on or after today (dates paused through are skipped). */
  resume: route({
    method: 'POST',
    path: '/api/recurring-invoices/:id/resume',
    auth: { permission: 'customers:update' },
    params: idParams,
    response: recurringInvoice,
    touches,
    tags,
  }),
  remove: recurringInvoices.remove(touches),
};
