import { invoiceSharingApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement, pdfAnswer } from '../../platform/implement';
import { appOrigin } from '../auth';
import { sharedInvoicePdf, shareInvoice, viewSharedInvoice } from './share-invoice';

/** Invoice share links (invoiceSharingApi): making one, and the public page's data and PDF. */
export const invoiceSharingRoutes: FastifyPluginAsync = async (app) => {
  implement(app, invoiceSharingApi.share, (request) =>
    shareInvoice(app.db, contextOf(request), request.params.id, appOrigin(request)),
  );
  implement(app, invoiceSharingApi.view, async (request, reply) => {
    // a customer's invoice: not for shared caches or search engines
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return viewSharedInvoice(app.db, request.params.token);
  });
  implement(app, invoiceSharingApi.pdf, async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const { pdf, filename } = await sharedInvoicePdf(app.db, request.params.token);
    return pdfAnswer(pdf, filename);
  });
};
