import PaymentsIcon from '@mui/icons-material/Payments';
import { type CustomerReceipt, receiptAttachmentsApi } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { AttachmentsDialog } from '../../../shared/documents/attachments-dialog';
import { emptyTexts } from '../../../shared/lists/list-texts';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { useSession } from '../../../shared/session/session-context';
import { type CustomerDocumentRef, EmailCustomerDocumentDialog } from '../customer-document-out';
import { useCustomersText } from '../use-customers-text';
import { receiptColumns } from './receipt-columns';
import { useReceipts } from './receipts-api';
import { VoidReceiptDialog } from './void-receipt-dialog';

/** A customer's receipts in this branch, a page at a time, each Completed or Voided; PDF, Email, and Void (asks why). */
export function ReceiptsTable({ customerId, label }: { customerId: string; label: string }) {
  const { can } = useSession();
  const { t } = useCustomersText();
  const { narrow, wide } = useScreenSize();
  const receipts = useServerList(useReceipts, { filter: { search: '', customerId } });
  const [voiding, setVoiding] = useState<CustomerReceipt | null>(null);
  const [emailing, setEmailing] = useState<CustomerDocumentRef | null>(null);
  const [filesOf, setFilesOf] = useState<CustomerReceipt | null>(null);
  const canVoid = can('customers:approve');
  const canEmail = can('customers:update');
  const columns = useMemo(
    () =>
      receiptColumns(
        { narrow, wide },
        { canVoid, onVoid: setVoiding, canEmail, onEmail: setEmailing, onFiles: setFilesOf, t },
      ),
    [narrow, wide, canVoid, canEmail, t],
  );
  return (
    <>
      <ServerDataTable
        label={label}
        {...receipts}
        columns={columns}
        {...emptyTexts((key) => t(`receipts.${key}`))}
        emptyIcon={PaymentsIcon}
        narrow={narrow}
        columnVisibilityModel={{
          date: !narrow,
          paymentMethod: !narrow,
          reference: wide,
          invoices: !narrow,
          unallocated: !narrow,
          // only for a customer that withholds VAT
          vatWithheld: !narrow && (receipts.query.data?.items ?? []).some((r) => r.vatWithheld > 0),
        }}
      />
      {voiding && <VoidReceiptDialog receipt={voiding} onClose={() => setVoiding(null)} />}
      {emailing && <EmailCustomerDocumentDialog doc={emailing} onClose={() => setEmailing(null)} />}
      {filesOf && (
        <AttachmentsDialog
          title={t('receipts.filesOf', { number: filesOf.receiptNumber })}
          api={receiptAttachmentsApi}
          documentId={filesOf.id}
          noun="receipt"
          canChange={can('customers:update')}
          onClose={() => setFilesOf(null)}
        />
      )}
    </>
  );
}
