import { idParams } from '../common';
import { supplierOption } from '../pickers';
import {
  supplier,
  supplierCreate,
  supplierListQuery,
  supplierStatement,
  supplierStatementQuery,
  supplierUpdate,
} from '../purchasing';
import { recordRoutes } from './record-routes';
import { TRADE_DOCUMENTS } from './resources';
import { fileDownload, route } from './route';

const tags = ['trade'];
const suppliers = recordRoutes('/api/suppliers', 'trade', tags);

/** Suppliers and their statements (API.md: suppliers). */
export const suppliersApi = {
  list: suppliers.list(supplierListQuery, supplierOption, { auth: { picker: 'suppliers' } }),
  get: suppliers.get(supplierOption, { auth: { picker: 'suppliers' } }),
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
  create: suppliers.create(supplierCreate, supplier, ['suppliers']),
  /** The name and terms show on every document and report of the supplier. */
  update: suppliers.update(supplierUpdate, supplier, ['suppliers', ...TRADE_DOCUMENTS, 'reports']),
  remove: suppliers.remove(['suppliers']),
};
