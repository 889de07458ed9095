import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import SendIcon from '@mui/icons-material/Send';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { GridColDef } from '@mui/x-data-grid';
import type { Estimate } from '@tawi/contracts';
import { canConvertEstimate, type EstimateAction, estimateStep } from '@tawi/domain';
import type { ReactElement } from 'react';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { type CustomerDocumentRef, customerDocumentActions } from '../customer-document-out';
import { customerPaths } from '../customers-paths';
import type { ConvertTarget } from './estimates-api';

export interface EstimateActions {
  canUpdate: boolean;
  canConvert: boolean;
  narrow: boolean;
  onStep: (estimate: Estimate, action: EstimateAction) => void;
  onConvert: (estimate: Estimate, to: ConvertTarget) => void;
  onEmail: (doc: CustomerDocumentRef) => void;
}

const STEPS: Array<{ action: EstimateAction; label: string; icon: ReactElement }> = [
  { action: 'send', label: 'Mark sent', icon: <SendIcon /> },
  { action: 'accept', label: 'Accept', icon: <CheckIcon /> },
  { action: 'decline', label: 'Decline', icon: <CloseIcon /> },
];

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
          to={row.invoiceId ? customerPaths.invoice(row.invoiceId) : undefined}
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
              estimateStep(row.status, s.action) !== null &&
              !(s.action === 'send' && row.status === 'Sent'),
          })),
          {
            key: 'convert',
            icon: <DescriptionIcon />,
            label: `Convert ${row.estimateNumber} to an invoice`,
            onClick: () => a.onConvert(row, 'invoice'),
            shown: a.canConvert && canConvertEstimate(row.status),
          },
          {
            key: 'convert-order',
            icon: <ShoppingBagIcon />,
            label: `Convert ${row.estimateNumber} to a sales order`,
            onClick: () => a.onConvert(row, 'sales-order'),
            shown: a.canConvert && canConvertEstimate(row.status),
          },
        ]),
    },
  ];
}
