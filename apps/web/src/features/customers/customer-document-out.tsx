import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { EmailDocumentButton, EmailDocumentDialog } from '../../shared/documents/email-document-button';
import { PdfDownloadButton } from '../../shared/documents/pdf-download-button';
import { downloadFile } from '../../shared/download-file';
import type { RowAction } from '../../shared/row-actions';
import { useCustomer } from './customers-api';

/** The customer documents the server prints and mails: GET /api/<kind>/:id/pdf, POST .../email. */
export type CustomerDocumentKind = 'invoices' | 'estimates' | 'credit-notes' | 'receipts';

export interface CustomerDocumentRef {
  kind: CustomerDocumentKind;
  id: string;
  /** The document's number, e.g. INV-0001. */
  number: string;
  customerId: string;
}

export const customerDocumentPdfUrl = (kind: CustomerDocumentKind, id: string) => `/api/${kind}/${id}/pdf`;
const emailPath = (kind: CustomerDocumentKind, id: string) => `/api/${kind}/${id}/email`;
const attachmentNote = (number: string) =>
  `${number} goes as a PDF attachment, with a short note from your business.`;

/** "PDF" and "Email" for one customer document; the email starts from the customer's address. */
export function CustomerDocumentButtons({ kind, id, number, customerId }: CustomerDocumentRef) {
  const customer = useCustomer(customerId);
  return (
    <>
      <PdfDownloadButton href={customerDocumentPdfUrl(kind, id)} label="PDF" />
      <EmailDocumentButton
        send={emailPath(kind, id)}
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
  if (customer.isPending) return null;
  return (
    <EmailDocumentDialog
      send={emailPath(doc.kind, doc.id)}
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
