import { idParams, paginated } from '../common';
import { recurringInvoice, recurringInvoiceCreate, recurringInvoiceListQuery } from '../recurring-invoices';
import { noContent, route } from './route';

const tags = ['customers'];
const touches = ['recurring-invoices'] as const;

/** Recurring invoices: schedules that issue a copy of an invoice on each date (a server job issues them). */
export const recurringInvoicesApi = {
  list: route({
    method: 'GET',
    path: '/api/recurring-invoices',
    auth: { permission: 'customers:read' },
    query: recurringInvoiceListQuery,
    response: paginated(recurringInvoice),
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/recurring-invoices',
    auth: { permission: 'customers:create' },
    body: recurringInvoiceCreate,
    response: recurringInvoice,
    status: 201,
    touches,
    tags,
  }),
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
  remove: route({
    method: 'DELETE',
    path: '/api/recurring-invoices/:id',
    auth: { permission: 'customers:delete' },
    params: idParams,
    response: noContent,
    touches,
    tags,
  }),
};
