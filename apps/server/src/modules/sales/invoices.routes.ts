import { invoicesApi } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implementAll } from '../../platform/implement-all';
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
  implementAll(app, invoicesApi, {
    list: ({ db, ctx, branchId, query }) => listInvoices(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => invoiceOf(db, ctx, params.id),
    payments: async ({ db, ctx, params }) => {
      const found = await invoiceOf(db, ctx, params.id);
      return { items: await invoicePayments(db, ctx.companyId, found.id) };
    },
    create: ({ db, ctx, body }) => createInvoice(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateInvoice(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteDraftInvoice(db, ctx, params.id),
    clone: ({ db, ctx, params }) => cloneInvoice(db, ctx, params.id),
    issue: ({ db, ctx, params }) => issueInvoice(db, ctx, params.id),
    void: ({ db, ctx, params, body }) => voidInvoice(db, ctx, params.id, body ?? {}),
    etimsResend: ({ db, ctx, params }) => resendInvoiceEtims(db, ctx, params.id),
  });
};
