import { idParams, paginated } from '../common';
import { documentEmail, mailResult } from '../mail';
import { customerOption } from '../pickers';
import { customerCreditApply, customerStatement, customerStatementQuery } from '../sales-credits';
import { customer, customerCreate, customerListQuery, customerUpdate } from '../sales-invoices';
import { POSTS_TO_LEDGER, SALES_DOCUMENTS } from './resources';
import { fileDownload, noContent, route } from './route';

const tags = ['customers'];

/** Customers, their statements and the credit they hold (API.md: customers). */
export const customersApi = {
  list: route({
    method: 'GET',
    path: '/api/customers',
    auth: { picker: 'customers' },
    query: customerListQuery,
    response: paginated(customerOption),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/customers/:id',
    auth: { picker: 'customers' },
    params: idParams,
    response: customerOption,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/customers',
    auth: { permission: 'customers:create' },
    body: customerCreate,
    response: customer,
    status: 201,
    touches: ['customers'],
    tags,
  }),
  /** The name and terms show on every document and report of the customer. */
  update: route({
    method: 'PATCH',
    path: '/api/customers/:id',
    auth: { permission: 'customers:update' },
    params: idParams,
    body: customerUpdate,
    response: customer,
    touches: ['customers', ...SALES_DOCUMENTS, 'reports'],
    tags,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/customers/:id',
    auth: { permission: 'customers:delete' },
    params: idParams,
    response: noContent,
    touches: ['customers'],
    tags,
  }),
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
