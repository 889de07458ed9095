import { customersApi, emailDraftsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contactPage } from '../../platform/contact-search';
import { pdfAnswer } from '../../platform/implement';
import { implementAll } from '../../platform/implement-all';
import { applyCustomerCredit } from './apply-customer-credit';
import { customerStatement } from './customer-statement';
import { findCustomer, listCustomers } from './customers.repo';
import { emailCustomerStatement, statementEmailDraft } from './sales-emails';
import { customerStatementPdf } from './sales-pdfs';
import { createCustomer, deleteCustomer, updateCustomer } from './save-customer';

/** Implements customersApi (packages/contracts/src/api/customers.ts). */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, customersApi, {
    list: async ({ db, ctx, query: q }) =>
      contactPage(await listCustomers(db, ctx.companyId, q.active === true), q),
    get: ({ db, ctx, params }) => findCustomer(db, ctx.companyId, params.id),
    create: ({ db, ctx, body }) => createCustomer(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateCustomer(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteCustomer(db, ctx, params.id),
    applyCredit: ({ db, ctx, params, body }) => applyCustomerCredit(db, ctx, params.id, body),
    statement: ({ db, ctx, params, query }) => customerStatement(db, ctx.companyId, params.id, query),
    statementPdf: async ({ db, ctx, params, query }) => {
      const { pdf, filename } = await customerStatementPdf(db, ctx, params.id, query);
      return pdfAnswer(pdf, filename);
    },
    emailStatement: ({ db, ctx, params, body, query }) =>
      emailCustomerStatement(db, ctx, params.id, body, query),
  });
  implementAll(app, emailDraftsApi, {
    statement: ({ db, ctx, params, query }) => statementEmailDraft(db, ctx, params.id, query),
  });
};
