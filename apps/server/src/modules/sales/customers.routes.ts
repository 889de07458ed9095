import { customersApi, emailDraftsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { contactPage } from '../../platform/contact-search';
import { implement, pdfAnswer } from '../../platform/implement';
import { applyCustomerCredit } from './apply-customer-credit';
import { customerStatement } from './customer-statement';
import { findCustomer, listCustomers } from './customers.repo';
import { emailCustomerStatement, statementEmailDraft } from './sales-emails';
import { customerStatementPdf } from './sales-pdfs';
import { createCustomer, deleteCustomer, updateCustomer } from './save-customer';

/** Implements customersApi (packages/contracts/src/api/customers.ts). */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  implement(app, customersApi.list, async (request) => {
    const q = request.query;
    return contactPage(await listCustomers(app.db, contextOf(request).companyId, q.active === true), q);
  });
  implement(app, customersApi.get, (request) =>
    findCustomer(app.db, contextOf(request).companyId, request.params.id),
  );
  implement(app, customersApi.create, (request) => createCustomer(app.db, contextOf(request), request.body));
  implement(app, customersApi.update, (request) =>
    updateCustomer(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, customersApi.remove, (request) =>
    deleteCustomer(app.db, contextOf(request), request.params.id),
  );
  implement(app, customersApi.applyCredit, (request) =>
    applyCustomerCredit(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, customersApi.statement, (request) =>
    customerStatement(app.db, contextOf(request).companyId, request.params.id, request.query),
  );
  implement(app, customersApi.statementPdf, async (request) => {
    const { pdf, filename } = await customerStatementPdf(
      app.db,
      contextOf(request),
      request.params.id,
      request.query,
    );
    return pdfAnswer(pdf, filename);
  });
  implement(app, customersApi.emailStatement, (request) =>
    emailCustomerStatement(app.db, contextOf(request), request.params.id, request.body, request.query),
  );
  implement(app, emailDraftsApi.statement, (request) =>
    statementEmailDraft(app.db, contextOf(request), request.params.id, request.query),
  );
};
