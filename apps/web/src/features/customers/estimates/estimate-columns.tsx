import LaunchIcon from '@mui/icons-material/Launch';
import type { GridColDef } from '@mui/x-data-grid';
import type { Estimate } from '@tawi/contracts';
import type { EstimateAction } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { StatusCell } from '../../../shared/documents/status-cell';
import { formatDate, formatKes } from '../../../shared/format';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { type RowAction, rowActions } from '../../../shared/row-actions';
import { type CustomerDocumentRef, customerDocumentActions } from '../customer-document-out';
import { convertedTo, convertsOf, stepsOf } from './estimate-steps';
import { type ConvertTarget, estimatePaths } from './estimates-api';

export interface EstimateActions {
  canUpdate: boolean;
  canConvert: boolean;
  narrow: boolean;
  onStep: (estimate: Estimate, action: EstimateAction) => void;
  onConvert: (estimate: Estimate, to: ConvertTarget) => void;
  onEmail: (doc: CustomerDocumentRef) => void;
  /** Opens a page: the invoice or sales order an estimate became. */
  onOpen: (path: string) => void;
  /** The customers area's text: the PDF and Email actions' labels. */
  documentText: TFunction<'customers'>;
  t: TFunction<'sales'>;
}

/** Convert while it can be; once converted, a link to what it became. */
function convertActions(a: EstimateActions, row: Estimate): RowAction[] {
  const { t } = a;
  const number = row.estimateNumber;
  const converted = convertedTo(row);
  if (converted)
    return [
      {
        key: 'open-converted',
        icon: <LaunchIcon />,
        label:
          converted.to === 'invoice'
            ? t('estimates.openInvoice', { number })
            : t('estimates.openOrder', { order: row.salesOrderNumber ?? '', number }),
        onClick: () => a.onOpen(converted.path),
        shown: true,
      },
    ];
  return convertsOf(row).map((c) => ({
    key: `convert-${c.to}`,
    icon: c.icon,
    label: t(`estimates.convertNamed.${c.to}`, { number }),
    onClick: () => a.onConvert(row, c.to),
    shown: a.canConvert,
  }));
}

/** The columns the server sorts estimates by (status is computed when read: Expired). */
export const ESTIMATE_SORTS = new Set(['estimateNumber', 'customerName', 'date', 'validUntil', 'total']);

export function estimateColumns(a: EstimateActions): GridColDef<Estimate>[] {
  const { t } = a;
  return [
    {
      field: 'estimateNumber',
      headerName: t('estimates.columns.estimate'),
      width: 110,
      flex: a.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          number={row.estimateNumber}
          to={estimatePaths.estimate(row.id)}
          caption={a.narrow ? `${row.customerName} · ${formatKes(row.total)}` : undefined}
        />
      ),
    },
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 130 },
    { field: 'date', headerName: t('common.date'), width: 105, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'validUntil',
      headerName: t('estimates.columns.validUntil'),
      width: 105,
      valueFormatter: (v: string) => formatDate(v),
    },
    moneyColumn('total', t('common.total'), { width: 120 }),
    {
      field: 'status',
      headerName: t('common.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <StatusCell status={row.status} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('common.actions'),
      width: 275,
      getActions: ({ row }) =>
        rowActions([
          ...customerDocumentActions(
            { kind: 'estimates', id: row.id, number: row.estimateNumber, customerId: row.customerId },
            a.onEmail,
            a.canUpdate,
            a.documentText,
          ),
          ...stepsOf(row).map((s) => ({
            key: s.action,
            icon: s.icon,
            label: t(`estimates.stepNamed.${s.action}`, { number: row.estimateNumber }),
            onClick: () => a.onStep(row, s.action),
            shown: a.canUpdate,
          })),
          ...convertActions(a, row),
        ]),
    },
  ];
}
