import { suppliersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contactPage } from '../../platform/contact-search';
import { pdfAnswer } from '../../platform/implement';
import { implementAll } from '../../platform/implement-all';
import { supplierStatementPdf } from './purchasing-pdfs';
import { createSupplier, deleteSupplier, updateSupplier } from './save-supplier';
import { supplierStatement } from './supplier-statement';
import { findSupplier, listSuppliers } from './suppliers.repo';

/** Implements suppliersApi (packages/contracts/src/api/suppliers.ts). */
export const supplierRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, suppliersApi, {
    list: async ({ db, ctx, query: q }) =>
      contactPage(await listSuppliers(db, ctx.companyId, q.active === true), q),
    get: ({ db, ctx, params }) => findSupplier(db, ctx.companyId, params.id),
    statement: ({ db, ctx, params, query }) => supplierStatement(db, ctx.companyId, params.id, query),
    statementPdf: async ({ db, ctx, params, query }) => {
      const { pdf, filename } = await supplierStatementPdf(db, ctx, params.id, query);
      return pdfAnswer(pdf, filename);
    },
    create: ({ db, ctx, body }) => createSupplier(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateSupplier(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteSupplier(db, ctx, params.id),
  });
};
