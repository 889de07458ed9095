import { idParams } from '../common';
import { recurringInvoice, recurringInvoiceCreate, recurringInvoiceListQuery } from '../recurring-invoices';
import { recordRoutes } from './record-routes';
import { routeGroup } from './route-group';

const tags = ['customers'];
const touches = ['recurring-invoices'] as const;

const recurringInvoices = recordRoutes('/api/recurring-invoices', 'customers', tags);

const recurringInvoicesRoutes = routeGroup({ tags });

/** Recurring invoices: schedules that issue a copy of an invoice on each date (a server job issues them). */
export const recurringInvoicesApi = {
  list: recurringInvoices.list(recurringInvoiceListQuery, recurringInvoice),
  create: recurringInvoices.create(recurringInvoiceCreate, recurringInvoice, touches),
  pause: recurringInvoicesRoutes.post(
    '/api/recurring-invoices/:id/pause',
    { permission: 'customers:update' },
    { params: idParams, response: recurringInvoice, touches },
  ),
  /** Active again from the first date of the schedule on or after today (dates paused through are skipped). */
  resume: recurringInvoicesRoutes.post(
    '/api/recurring-invoices/:id/resume',
    { permission: 'customers:update' },
    { params: idParams, response: recurringInvoice, touches },
  ),
  remove: recurringInvoices.remove(touches),
};
