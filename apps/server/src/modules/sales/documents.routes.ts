import { estimatesApi, invoicesApi, salesDocumentsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement, pdfAnswer } from '../../platform/implement';
import { emailCreditNote, emailEstimate, emailInvoice, emailReceipt } from './sales-emails';
import { creditNotePdf, estimatePdf, invoicePdf, receiptPdf } from './sales-pdfs';

/**
 * The customer documents with a PDF (GET /pdf) and an email of it (POST /email, 202 sent or queued):
 * invoicesApi.pdf/email, estimatesApi.pdf/email and salesDocumentsApi's credit note and receipt ones.
 */
const DOCUMENTS = [
  { pdf: invoicesApi.pdf, email: invoicesApi.email, print: invoicePdf, mail: emailInvoice },
  { pdf: estimatesApi.pdf, email: estimatesApi.email, print: estimatePdf, mail: emailEstimate },
  {
    pdf: salesDocumentsApi.creditNotePdf,
    email: salesDocumentsApi.emailCreditNote,
    print: creditNotePdf,
    mail: emailCreditNote,
  },
  {
    pdf: salesDocumentsApi.receiptPdf,
    email: salesDocumentsApi.emailReceipt,
    print: receiptPdf,
    mail: emailReceipt,
  },
] as const;

export const documentRoutes: FastifyPluginAsync = async (app) => {
  for (const doc of DOCUMENTS) {
    implement(app, doc.pdf, async (request) => {
      const { pdf, filename } = await doc.print(app.db, contextOf(request), request.params.id);
      return pdfAnswer(pdf, filename);
    });
    implement(app, doc.email, (request) =>
      doc.mail(app.db, contextOf(request), request.params.id, request.body?.to),
    );
  }
};
