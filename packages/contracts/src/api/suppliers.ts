import { idParams, paginated } from '../common';
import { supplierOption } from '../pickers';
import {
  supplier,
  supplierCreate,
  supplierListQuery,
  supplierStatement,
  supplierStatementQuery,
  supplierUpdate,
} from '../purchasing';
import { TRADE_DOCUMENTS } from './resources';
import { fileDownload, noContent, route } from './route';

const tags = ['trade'];

/** Suppliers and their statements (API.md: suppliers). */
export const suppliersApi = {
  list: route({
    method: 'GET',
    path: '/api/suppliers',
    auth: { picker: 'suppliers' },
    query: supplierListQuery,
    response: paginated(supplierOption),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/suppliers/:id',
    auth: { picker: 'suppliers' },
    params: idParams,
    response: supplierOption,
    tags,
  }),
  statement: route({
    method: 'GET',
    path: '/api/suppliers/:id/statement',
    auth: { permission: 'trade:read' },
    params: idParams,
    query: supplierStatementQuery,
    response: supplierStatement,
    tags,
  }),
  statementPdf: route({
    method: 'GET',
    path: '/api/suppliers/:id/statement.pdf',
    auth: { permission: 'trade:read' },
    params: idParams,
    query: supplierStatementQuery,
    response: fileDownload('application/pdf'),
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/suppliers',
    auth: { permission: 'trade:create' },
    body: supplierCreate,
    response: supplier,
    status: 201,
    touches: ['suppliers'],
    tags,
  }),
  /** The name and terms show on every document and report of the supplier. */
  update: route({
    method: 'PATCH',
    path: '/api/suppliers/:id',
    auth: { permission: 'trade:update' },
    params: idParams,
    body: supplierUpdate,
    response: supplier,
    touches: ['suppliers', ...TRADE_DOCUMENTS, 'reports'],
    tags,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/suppliers/:id',
    auth: { permission: 'trade:delete' },
    params: idParams,
    response: noContent,
    touches: ['suppliers'],
    tags,
  }),
};
