import { documentEmail, documentParams, mailResult } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { sendPdf } from '../../platform/pdf';
import { needs } from '../../platform/route-auth';
import { emailCreditNote, emailEstimate, emailInvoice, emailReceipt } from './sales-emails';
import { creditNotePdf, estimatePdf, invoicePdf, receiptPdf } from './sales-pdfs';

const tags = ['customers'];

/** The customer documents with a PDF (GET /pdf) and an email of it (POST /email, 202 sent or queued). */
const DOCUMENTS = [
  { path: 'invoices', pdf: invoicePdf, email: emailInvoice },
  { path: 'estimates', pdf: estimatePdf, email: emailEstimate },
  { path: 'credit-notes', pdf: creditNotePdf, email: emailCreditNote },
  { path: 'receipts', pdf: receiptPdf, email: emailReceipt },
] as const;

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const doc of DOCUMENTS) {
    app.get(
      `/api/${doc.path}/:id/pdf`,
      { ...needs('customers:read'), schema: { tags, params: documentParams } },
      async (request, reply) => {
        const { pdf, filename } = await doc.pdf(app.db, contextOf(request), request.params.id);
        return sendPdf(reply, pdf, filename);
      },
    );
    app.post(
      `/api/${doc.path}/:id/email`,
      {
        ...needs('customers:update'),
        schema: { tags, params: documentParams, body: documentEmail, response: { 202: mailResult } },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await doc.email(app.db, contextOf(request), request.params.id, request.body?.to)),
    );
  }
};
