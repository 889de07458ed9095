/** Customer documents as PDFs: one file per document, shared drawing in sales-pdfs-parts. */
export { creditNotePdf } from './sales-pdfs-credit-note';
export { estimatePdf } from './sales-pdfs-estimate';
export { invoicePdf, printInvoice } from './sales-pdfs-invoice';
export { receiptPdf } from './sales-pdfs-receipt';
export { customerStatementPdf } from './sales-pdfs-statement';
