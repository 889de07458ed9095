import { invoicesApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { invoiceOf } from './branch-reads';
import { cloneInvoice } from './clone-sales-documents';
import { createInvoice, issueInvoice, updateInvoice } from './create-invoice';
import { deleteDraftInvoice } from './delete-sales-drafts';
import { invoicePayments } from './invoice-payments';
import { listInvoices } from './invoices.repo';
import { resendInvoiceEtims } from './resend-invoice-etims';
import { voidInvoice } from './void-invoice';

/**
 * Implements invoicesApi (packages/contracts/src/api/invoices.ts) but its PDF and email
 * (documents.routes).
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, invoicesApi.list, (request) =>
    listInvoices(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, invoicesApi.get, (request) => invoiceOf(app.db, contextOf(request), request.params.id));
  implement(app, invoicesApi.payments, async (request) => {
    const ctx = contextOf(request);
    const found = await invoiceOf(app.db, ctx, request.params.id);
    return { items: await invoicePayments(app.db, ctx.companyId, found.id) };
  });
  implement(app, invoicesApi.create, (request) => createInvoice(app.db, contextOf(request), request.body));
  implement(app, invoicesApi.update, (request) =>
    updateInvoice(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, invoicesApi.remove, (request) =>
    deleteDraftInvoice(app.db, contextOf(request), request.params.id),
  );
  implement(app, invoicesApi.clone, (request) => cloneInvoice(app.db, contextOf(request), request.params.id));
  implement(app, invoicesApi.issue, (request) => issueInvoice(app.db, contextOf(request), request.params.id));
  implement(app, invoicesApi.void, (request) =>
    voidInvoice(app.db, contextOf(request), request.params.id, request.body ?? {}),
  );
  implement(app, invoicesApi.etimsResend, (request) =>
    resendInvoiceEtims(app.db, contextOf(request), request.params.id),
  );
};
