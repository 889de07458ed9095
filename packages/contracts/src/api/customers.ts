import { idParams } from '../common';
import { documentEmail, mailResult } from '../mail';
import { customerOption } from '../pickers';
import { customerCreditApply, customerStatement, customerStatementQuery } from '../sales-credits';
import { customer, customerCreate, customerListQuery, customerUpdate } from '../sales-invoices';
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER, SALES_DOCUMENTS } from './resources';
import { fileDownload } from './route';
import { routeGroup } from './route-group';

const tags = ['customers'];
const customers = recordRoutes('/api/customers', 'customers', tags);

const customersRoutes = routeGroup({ tags });

/** Customers, their statements and the credit they hold (API.md: customers). */
export const customersApi = {
  list: customers.list(customerListQuery, customerOption, { auth: { picker: 'customers' } }),
  get: customers.get(customerOption, { auth: { picker: 'customers' } }),
  create: customers.create(customerCreate, customer, ['customers']),
  /** The name and terms show on every document and report of the customer. */
  update: customers.update(customerUpdate, customer, ['customers', ...SALES_DOCUMENTS, 'reports']),
  remove: customers.remove(['customers']),
  /** Applies the credit the customer holds to open invoices; posts credits against receivables. */
  applyCredit: customersRoutes.post(
    '/api/customers/:id/apply-credit',
    { permission: 'customers:update' },
    {
      params: idParams,
      body: customerCreditApply,
      response: customer,
      touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    },
  ),
  statement: customersRoutes.get(
    '/api/customers/:id/statement',
    { permission: 'customers:read' },
    { params: idParams, query: customerStatementQuery, response: customerStatement },
  ),
  statementPdf: customersRoutes.get(
    '/api/customers/:id/statement.pdf',
    { permission: 'customers:read' },
    { params: idParams, query: customerStatementQuery, response: fileDownload('application/pdf') },
  ),
  /** Mails the statement of the period as a PDF; 202: sent, or queued in the outbox. */
  emailStatement: customersRoutes.post(
    '/api/customers/:id/statement/email',
    { permission: 'customers:update' },
    {
      params: idParams,
      query: customerStatementQuery,
      body: documentEmail,
      response: mailResult,
      status: 202,
      touches: ['outbox'],
    },
  ),
};
