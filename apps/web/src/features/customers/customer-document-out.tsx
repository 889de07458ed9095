import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { emailDraftsApi, estimatesApi, invoicesApi, salesDocumentsApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
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
import { useCustomersText } from './use-customers-text';

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

/** "PDF" and "Email" for one customer document; the email starts from the customer's address. */
export function CustomerDocumentButtons({ kind, id, number }: CustomerDocumentRef) {
  const { t } = useCustomersText();
  const send = useDocumentMailer(kind, id);
  return (
    <>
      <PdfDownloadButton href={customerDocumentPdfUrl(kind, id)} label={t('documentOut.pdf')} />
      <EmailDocumentButton
        send={send}
        documentName={number}
        draft={customerDocumentDraft(kind, id)}
        description={t('documentOut.attachmentNote', { number })}
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
  const { t } = useCustomersText();
  const send = useDocumentMailer(doc.kind, doc.id);
  return (
    <EmailDocumentDialog
      send={send}
      documentName={doc.number}
      draft={customerDocumentDraft(doc.kind, doc.id)}
      description={t('documentOut.attachmentNote', { number: doc.number })}
      onClose={onClose}
    />
  );
}

/** The PDF and Email row actions of a document in a list. */
export function customerDocumentActions(
  doc: CustomerDocumentRef,
  onEmail: (doc: CustomerDocumentRef) => void,
  canEmail: boolean,
  t: TFunction<'customers'>,
): RowAction[] {
  return [
    {
      key: 'pdf',
      icon: <PictureAsPdfIcon />,
      label: t('documentOut.downloadPdf', { number: doc.number }),
      onClick: () => downloadFile(customerDocumentPdfUrl(doc.kind, doc.id)),
      shown: true,
    },
    {
      key: 'email',
      icon: <EmailIcon />,
      label: t('documentOut.email', { number: doc.number }),
      onClick: () => onEmail(doc),
      shown: canEmail,
    },
  ];
}
