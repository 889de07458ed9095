import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { emailDraftsApi, estimatesApi, invoicesApi, salesDocumentsApi } from '@tawi/contracts';
import { useTouched } from '../../shared/api/api-hooks';
import { apiUrl, callApi } from '../../shared/api/call-api';
import {
  EmailDocumentButton,
  EmailDocumentDialog,
  type EmailDraftSource,
  type SendMail,
} from '../../shared/documents/email-document-button';
import { PdfDownloadButton } from '../../shared/documents/pdf-download-button';
import { downloadFile } from '../../shared/download-file';
import type { RowAction } from '../../shared/row-actions';

/** The customer documents the server prints (PDF) and mails (an email with the PDF attached). */
export type CustomerDocumentKind = 'invoices' | 'estimates' | 'credit-notes' | 'receipts';

export interface CustomerDocumentRef {
  kind: CustomerDocumentKind;
  id: string;
  /** The document's number, e.g. INV-0001. */
  number: string;
  customerId: string;
}

/** The contract's entries of each kind: its PDF, its email and the email's draft. */
const OUT = {
  invoices: { pdf: invoicesApi.pdf, email: invoicesApi.email, draft: emailDraftsApi.invoice },
  estimates: { pdf: estimatesApi.pdf, email: estimatesApi.email, draft: emailDraftsApi.estimate },
  'credit-notes': {
    pdf: salesDocumentsApi.creditNotePdf,
    email: salesDocumentsApi.emailCreditNote,
    draft: emailDraftsApi.creditNote,
  },
  receipts: {
    pdf: salesDocumentsApi.receiptPdf,
    email: salesDocumentsApi.emailReceipt,
    draft: emailDraftsApi.receipt,
  },
} as const;

/** What a document's email dialog starts from: the customer's address and the template filled in. */
export const customerDocumentDraft = (kind: CustomerDocumentKind, id: string): EmailDraftSource => ({
  key: [kind, id],
  load: () => callApi(OUT[kind].draft, { params: { id } }),
});

export const customerDocumentPdfUrl = (kind: CustomerDocumentKind, id: string) =>
  apiUrl(OUT[kind].pdf, { params: { id } });

/** The Email button's sender for a document: mails it, then the outbox reloads. */
function useDocumentMailer(kind: CustomerDocumentKind, id: string): SendMail {
  const touched = useTouched();
  return async (body) => {
    const entry = OUT[kind].email;
    const result = await callApi(entry, { params: { id }, body });
    touched(entry);
    return result;
  };
}
const attachmentNote = (number: string) =>
  `${number} goes as a PDF attachment. The message starts from your template (Settings, Email templates).`;

/** "PDF" and "Email" for one customer document; the email starts from the customer's address. */
export function CustomerDocumentButtons({ kind, id, number }: CustomerDocumentRef) {
  const send = useDocumentMailer(kind, id);
  return (
    <>
      <PdfDownloadButton href={customerDocumentPdfUrl(kind, id)} label="PDF" />
      <EmailDocumentButton
        send={send}
        documentName={number}
        draft={customerDocumentDraft(kind, id)}
        description={attachmentNote(number)}
      />
    </>
  );
}

/** The email dialog for a document chosen in a list (row action), prefilled from its draft. */
export function EmailCustomerDocumentDialog({
  doc,
  onClose,
}: {
  doc: CustomerDocumentRef;
  onClose: () => void;
}) {
  const send = useDocumentMailer(doc.kind, doc.id);
  return (
    <EmailDocumentDialog
      send={send}
      documentName={doc.number}
      draft={customerDocumentDraft(doc.kind, doc.id)}
      description={attachmentNote(doc.number)}
      onClose={onClose}
    />
  );
}

/** The PDF and Email row actions of a document in a list. */
export function customerDocumentActions(
  doc: CustomerDocumentRef,
  onEmail: (doc: CustomerDocumentRef) => void,
  canEmail: boolean,
): RowAction[] {
  return [
    {
      key: 'pdf',
      icon: <PictureAsPdfIcon />,
      label: `Download ${doc.number} as PDF`,
      onClick: () => downloadFile(customerDocumentPdfUrl(doc.kind, doc.id)),
      shown: true,
    },
    {
      key: 'email',
      icon: <EmailIcon />,
      label: `Email ${doc.number}`,
      onClick: () => onEmail(doc),
      shown: canEmail,
    },
  ];
}
