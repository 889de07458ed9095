import { emailDraftsApi, estimatesApi, invoicesApi, salesDocumentsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement, pdfAnswer } from '../../platform/implement';
import {
  creditNoteEmailDraft,
  emailCreditNote,
  emailEstimate,
  emailInvoice,
  emailReceipt,
  estimateEmailDraft,
  invoiceEmailDraft,
  receiptEmailDraft,
} from './sales-emails';
import { creditNotePdf, estimatePdf, invoicePdf, receiptPdf } from './sales-pdfs';

/**
 * The customer documents with a PDF (GET /pdf), an email of it (POST /email, 202 sent or queued) and
 * what the email dialog starts from (GET /email/draft): invoicesApi, estimatesApi and
 * salesDocumentsApi's credit note and receipt entries, with emailDraftsApi's.
 */
const DOCUMENTS = [
  {
    pdf: invoicesApi.pdf,
    email: invoicesApi.email,
    draft: emailDraftsApi.invoice,
    print: invoicePdf,
    mail: emailInvoice,
    drafted: invoiceEmailDraft,
  },
  {
    pdf: estimatesApi.pdf,
    email: estimatesApi.email,
    draft: emailDraftsApi.estimate,
    print: estimatePdf,
    mail: emailEstimate,
    drafted: estimateEmailDraft,
  },
  {
    pdf: salesDocumentsApi.creditNotePdf,
    email: salesDocumentsApi.emailCreditNote,
    draft: emailDraftsApi.creditNote,
    print: creditNotePdf,
    mail: emailCreditNote,
    drafted: creditNoteEmailDraft,
  },
  {
    pdf: salesDocumentsApi.receiptPdf,
    email: salesDocumentsApi.emailReceipt,
    draft: emailDraftsApi.receipt,
    print: receiptPdf,
    mail: emailReceipt,
    drafted: receiptEmailDraft,
  },
] as const;

export const documentRoutes: FastifyPluginAsync = async (app) => {
  for (const doc of DOCUMENTS) {
    implement(app, doc.pdf, async (request) => {
      const { pdf, filename } = await doc.print(app.db, contextOf(request), request.params.id);
      return pdfAnswer(pdf, filename);
    });
    implement(app, doc.email, (request) =>
      doc.mail(app.db, contextOf(request), request.params.id, request.body, undefined),
    );
    implement(app, doc.draft, (request) =>
      doc.drafted(app.db, contextOf(request), request.params.id, undefined),
    );
  }
};
