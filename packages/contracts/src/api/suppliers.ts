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
import { fileDownload } from './route';
import { routeGroup } from './route-group';

const tags = ['trade'];
const suppliers = recordRoutes('/api/suppliers', 'trade', tags);

const suppliersRoutes = routeGroup({ tags });

/** Suppliers and their statements (API.md: suppliers). */
export const suppliersApi = {
  list: suppliers.list(supplierListQuery, supplierOption, { auth: { picker: 'suppliers' } }),
  get: suppliers.get(supplierOption, { auth: { picker: 'suppliers' } }),
  statement: suppliersRoutes.get(
    '/api/suppliers/:id/statement',
    { permission: 'trade:read' },
    { params: idParams, query: supplierStatementQuery, response: supplierStatement },
  ),
  statementPdf: suppliersRoutes.get(
    '/api/suppliers/:id/statement.pdf',
    { permission: 'trade:read' },
    { params: idParams, query: supplierStatementQuery, response: fileDownload('application/pdf') },
  ),
  create: suppliers.create(supplierCreate, supplier, ['suppliers']),
  /** The name and terms show on every document and report of the supplier. */
  update: suppliers.update(supplierUpdate, supplier, ['suppliers', ...TRADE_DOCUMENTS, 'reports']),
  remove: suppliers.remove(['suppliers']),
};
