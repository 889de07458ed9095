import AttachFileIcon from '@mui/icons-material/AttachFile';
import BlockIcon from '@mui/icons-material/Block';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { type CustomerReceipt, receiptAttachmentsApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { AttachmentsDialog } from '../../../shared/documents/attachments-dialog';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { rowActions } from '../../../shared/row-actions';
import { useSession } from '../../../shared/session/session-context';
import {
  type CustomerDocumentRef,
  customerDocumentActions,
  EmailCustomerDocumentDialog,
} from '../customer-document-out';
import { useCustomersText } from '../use-customers-text';
import { ReceiptStatusCell } from './receipt-status';
import { useReceipts } from './receipts-api';
import { VoidReceiptDialog } from './void-receipt-dialog';

const money = (v: number) => formatKes(v);

/** Under the number: on a phone the date and method, on a desk without room the reference. */
function captionOf(r: CustomerReceipt, narrow: boolean, wide: boolean) {
  if (narrow) return `${formatDate(r.date)} · ${PAYMENT_METHOD_LABELS[r.paymentMethod]}`;
  return wide ? undefined : (r.reference ?? undefined);
}

interface ReceiptActions {
  canVoid: boolean;
  onVoid: (r: CustomerReceipt) => void;
  canEmail: boolean;
  onEmail: (doc: CustomerDocumentRef) => void;
  onFiles: (r: CustomerReceipt) => void;
  t: TFunction<'customers'>;
}

function receiptColumns(size: { narrow: boolean; wide: boolean }, a: ReceiptActions) {
  const { narrow, wide } = size;
  const { t } = a;
  const columns: GridColDef<CustomerReceipt>[] = [
    {
      field: 'receiptNumber',
      headerName: t('receipts.receipt'),
      width: 120,
      flex: narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell number={row.receiptNumber} caption={captionOf(row, narrow, wide)} />
      ),
    },
    { field: 'date', headerName: t('common.date'), width: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'paymentMethod',
      headerName: t('common.method'),
      width: 115,
      valueFormatter: (v: CustomerReceipt['paymentMethod']) => PAYMENT_METHOD_LABELS[v],
    },
    {
      field: 'reference',
      headerName: t('common.reference'),
      width: 140,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'invoices',
      headerName: t('common.invoices'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_, row) =>
        [...new Set(row.invoices.map((i) => i.invoiceNumber))].join(', ') || EMPTY_DISPLAY,
    },
    { field: 'amount', headerName: t('common.amount'), type: 'number', width: 120, valueFormatter: money },
    {
      field: 'vatWithheld',
      headerName: t('receipts.vatWithheld'),
      type: 'number',
      width: 120,
      valueFormatter: money,
    },
    {
      field: 'unallocated',
      headerName: t('common.credit'),
      type: 'number',
      width: 110,
      valueFormatter: money,
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: 110,
      renderCell: ({ row }) => <ReceiptStatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 130,
      getActions: ({ row }) =>
        rowActions([
          ...customerDocumentActions(
            { kind: 'receipts', id: row.id, number: row.receiptNumber, customerId: row.customerId },
            a.onEmail,
            a.canEmail,
            t,
          ),
          {
            key: 'files',
            icon: <AttachFileIcon />,
            label: t('receipts.filesOf', { number: row.receiptNumber }),
            onClick: () => a.onFiles(row),
            shown: true,
          },
          {
            key: 'void',
            icon: <BlockIcon />,
            label: t('receipts.voidNamed', { number: row.receiptNumber }),
            onClick: () => a.onVoid(row),
            shown: a.canVoid && row.status === 'Completed',
          },
        ]),
    },
  ];
  return columns;
}

/** A customer's receipts in this branch, a page at a time, each Completed or Voided; PDF, Email, and Void (asks why). */
export function ReceiptsTable({ customerId, label }: { customerId: string; label: string }) {
  const { can } = useSession();
  const { t } = useCustomersText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const { paging, setPaging, query } = useServerPaging(customerId);
  const receipts = useReceipts({ ...query, search: '', customerId });
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
      <DataTable
        label={label}
        {...pagedQueryProps(receipts)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle={t('receipts.emptyTitle')}
        emptyDescription={t('receipts.emptyDescription')}
        emptyIcon={PaymentsIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          date: !narrow,
          paymentMethod: !narrow,
          reference: wide,
          invoices: !narrow,
          unallocated: !narrow,
          // only for a customer that withholds VAT
          vatWithheld: !narrow && (receipts.data?.items ?? []).some((r) => r.vatWithheld > 0),
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
