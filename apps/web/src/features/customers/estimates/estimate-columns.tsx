import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import LaunchIcon from '@mui/icons-material/Launch';
import SendIcon from '@mui/icons-material/Send';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { GridColDef } from '@mui/x-data-grid';
import type { Estimate } from '@tawi/contracts';
import { canConvertEstimate, type EstimateAction, estimateStep } from '@tawi/domain';
import type { ReactElement } from 'react';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { type RowAction, rowActions } from '../../../shared/row-actions';
import { type CustomerDocumentRef, customerDocumentActions } from '../customer-document-out';
import { customerPaths } from '../customers-paths';
import { salesOrderPaths } from '../sales-orders/sales-orders-api';
import type { ConvertTarget } from './estimates-api';

export interface EstimateActions {
  canUpdate: boolean;
  canConvert: boolean;
  narrow: boolean;
  onStep: (estimate: Estimate, action: EstimateAction) => void;
  onConvert: (estimate: Estimate, to: ConvertTarget) => void;
  onEmail: (doc: CustomerDocumentRef) => void;
  /** Opens a page: the invoice or sales order an estimate became. */
  onOpen: (path: string) => void;
}

const STEPS: Array<{ action: EstimateAction; label: string; icon: ReactElement }> = [
  { action: 'send', label: 'Mark sent', icon: <SendIcon /> },
  { action: 'accept', label: 'Accept', icon: <CheckIcon /> },
  { action: 'decline', label: 'Decline', icon: <CloseIcon /> },
];

/** The invoice or sales order an estimate was converted to: its page and the name of the action that opens it. */
function convertedTo(e: Estimate): { path: string; label: string } | null {
  if (e.invoiceId)
    return {
      path: customerPaths.invoice(e.invoiceId),
      label: `Open the invoice of ${e.estimateNumber}`,
    };
  if (e.salesOrderId)
    return {
      path: salesOrderPaths.order(e.salesOrderId),
      label: `Open sales order ${e.salesOrderNumber ?? ''} of ${e.estimateNumber}`,
    };
  return null;
}

/** Convert to an invoice or a sales order while it can be; once converted, a link to what it became. */
function convertActions(a: EstimateActions, row: Estimate): RowAction[] {
  const converted = convertedTo(row);
  if (converted) {
    const { path, label } = converted;
    return [
      { key: 'open-converted', icon: <LaunchIcon />, label, onClick: () => a.onOpen(path), shown: true },
    ];
  }
  const shown = a.canConvert && canConvertEstimate(row.status);
  const label = (to: string) => `Convert ${row.estimateNumber} to ${to}`;
  return [
    {
      key: 'convert',
      icon: <DescriptionIcon />,
      label: label('an invoice'),
      onClick: () => a.onConvert(row, 'invoice'),
      shown,
    },
    {
      key: 'convert-order',
      icon: <ShoppingBagIcon />,
      label: label('a sales order'),
      onClick: () => a.onConvert(row, 'sales-order'),
      shown,
    },
  ];
}

export function estimateColumns(a: EstimateActions): GridColDef<Estimate>[] {
  return [
    {
      field: 'estimateNumber',
      headerName: 'Estimate',
      width: 120,
      flex: a.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          number={row.estimateNumber}
          to={convertedTo(row)?.path}
          caption={a.narrow ? `${row.customerName} · ${formatKes(row.total)}` : undefined}
        />
      ),
    },
    { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 150 },
    { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'validUntil',
      headerName: 'Valid until',
      width: 115,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 135,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 120,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 260,
      getActions: ({ row }) =>
        rowActions([
          ...customerDocumentActions(
            { kind: 'estimates', id: row.id, number: row.estimateNumber, customerId: row.customerId },
            a.onEmail,
            a.canUpdate,
          ),
          ...STEPS.map((s) => ({
            key: s.action,
            icon: s.icon,
            label: `${s.label} ${row.estimateNumber}`,
            onClick: () => a.onStep(row, s.action),
            shown:
              a.canUpdate &&
              convertedTo(row) === null &&
              estimateStep(row.status, s.action) !== null &&
              !(s.action === 'send' && row.status === 'Sent'),
          })),
          ...convertActions(a, row),
        ]),
    },
  ];
}
