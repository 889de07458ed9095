import { idParams } from '../common';
import { documentEmail, mailResult } from '../mail';
import { customerOption } from '../pickers';
import { customerCreditApply, customerStatement, customerStatementQuery } from '../sales-credits';
import { customer, customerCreate, customerListQuery, customerUpdate } from '../sales-invoices';
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER, SALES_DOCUMENTS } from './resources';
import { fileDownload, route } from './route';

const tags = ['customers'];
const customers = recordRoutes('/api/customers', 'customers', tags);

/** Customers, their statements and the credit they hold (API.md: customers). */
export const customersApi = {
  list: customers.list(customerListQuery, customerOption, { auth: { picker: 'customers' } }),
  get: customers.get(customerOption, { auth: { picker: 'customers' } }),
  create: customers.create(customerCreate, customer, ['customers']),
  /** The name and terms show on every document and report of the customer. */
  update: customers.update(customerUpdate, customer, ['customers', ...SALES_DOCUMENTS, 'reports']),
  remove: customers.remove(['customers']),
  /** Applies the credit the customer holds to open invoices; posts credits against receivables. */
  applyCredit: route({
    method: 'POST',
    path: '/api/customers/:id/apply-credit',
    auth: { permission: 'customers:update' },
    params: idParams,
    body: customerCreditApply,
    response: customer,
    touches: ['customers', ...SALES_DOCUMENTS, ...POSTS_TO_LEDGER],
    tags,
  }),
  statement: route({
    method: 'GET',
    path: '/api/customers/:id/statement',
    auth: { permission: 'customers:read' },
    params: idParams,
    query: customerStatementQuery,
    response: customerStatement,
    tags,
  }),
  statementPdf: route({
    method: 'GET',
    path: '/api/customers/:id/statement.pdf',
    auth: { permission: 'customers:read' },
    params: idParams,
    query: customerStatementQuery,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** Mails the statement of the period as a PDF; 202: sent, or queued in the outbox. */
  emailStatement: route({
    method: 'POST',
    path: '/api/customers/:id/statement/email',
    auth: { permission: 'customers:update' },
    params: idParams,
    query: customerStatementQuery,
    body: documentEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    tags,
  }),
};
