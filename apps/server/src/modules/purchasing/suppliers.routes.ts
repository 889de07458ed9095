import { suppliersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { contactPage } from '../../platform/contact-search';
import { implement, pdfAnswer } from '../../platform/implement';
import { supplierStatementPdf } from './purchasing-pdfs';
import { createSupplier, deleteSupplier, updateSupplier } from './save-supplier';
import { supplierStatement } from './supplier-statement';
import { findSupplier, listSuppliers } from './suppliers.repo';

/** Implements suppliersApi (packages/contracts/src/api/suppliers.ts). */
export const supplierRoutes: FastifyPluginAsync = async (app) => {
  implement(app, suppliersApi.list, async (request) => {
    const q = request.query;
    return contactPage(await listSuppliers(app.db, contextOf(request).companyId, q.active === true), q);
  });
  implement(app, suppliersApi.get, (request) =>
    findSupplier(app.db, contextOf(request).companyId, request.params.id),
  );
  implement(app, suppliersApi.statement, (request) =>
    supplierStatement(app.db, contextOf(request).companyId, request.params.id, request.query),
  );
  implement(app, suppliersApi.statementPdf, async (request) => {
    const { pdf, filename } = await supplierStatementPdf(
      app.db,
      contextOf(request),
      request.params.id,
      request.query,
    );
    return pdfAnswer(pdf, filename);
  });
  implement(app, suppliersApi.create, (request) => createSupplier(app.db, contextOf(request), request.body));
  implement(app, suppliersApi.update, (request) =>
    updateSupplier(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, suppliersApi.remove, (request) =>
    deleteSupplier(app.db, contextOf(request), request.params.id),
  );
};
