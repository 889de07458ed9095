import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { estimatesApi, invoicesApi, salesDocumentsApi } from '@tawi/contracts';
import { useTouched } from '../../shared/api/api-hooks';
import { apiUrl, callApi } from '../../shared/api/call-api';
import {
  EmailDocumentButton,
  EmailDocumentDialog,
  type SendMail,
} from '../../shared/documents/email-document-button';
import { PdfDownloadButton } from '../../shared/documents/pdf-download-button';
import { downloadFile } from '../../shared/download-file';
import type { RowAction } from '../../shared/row-actions';
import { useCustomer } from './customers-api';

/** The customer documents the server prints (PDF) and mails (an email with the PDF attached). */
export type CustomerDocumentKind = 'invoices' | 'estimates' | 'credit-notes' | 'receipts';

export interface CustomerDocumentRef {
  kind: CustomerDocumentKind;
  id: string;
  /** The document's number, e.g. INV-0001. */
  number: string;
  customerId: string;
}

/** The contract's entries of each kind: its PDF and its email. */
const OUT = {
  invoices: { pdf: invoicesApi.pdf, email: invoicesApi.email },
  estimates: { pdf: estimatesApi.pdf, email: estimatesApi.email },
  'credit-notes': { pdf: salesDocumentsApi.creditNotePdf, email: salesDocumentsApi.emailCreditNote },
  receipts: { pdf: salesDocumentsApi.receiptPdf, email: salesDocumentsApi.emailReceipt },
} as const;

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
  `${number} goes as a PDF attachment, with a short note from your business.`;

/** "PDF" and "Email" for one customer document; the email starts from the customer's address. */
export function CustomerDocumentButtons({ kind, id, number, customerId }: CustomerDocumentRef) {
  const customer = useCustomer(customerId);
  const send = useDocumentMailer(kind, id);
  return (
    <>
      <PdfDownloadButton href={customerDocumentPdfUrl(kind, id)} label="PDF" />
      <EmailDocumentButton
        send={send}
        documentName={number}
        defaultTo={customer.data?.email}
        description={attachmentNote(number)}
      />
    </>
  );
}

/** The email dialog for a document chosen in a list (row action), prefilled once the customer loads. */
export function EmailCustomerDocumentDialog({
  doc,
  onClose,
}: {
  doc: CustomerDocumentRef;
  onClose: () => void;
}) {
  const customer = useCustomer(doc.customerId);
  const send = useDocumentMailer(doc.kind, doc.id);
  if (customer.isPending) return null;
  return (
    <EmailDocumentDialog
      send={send}
      documentName={doc.number}
      defaultTo={customer.data?.email}
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
