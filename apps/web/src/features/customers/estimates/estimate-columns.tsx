import LaunchIcon from '@mui/icons-material/Launch';
import type { GridColDef } from '@mui/x-data-grid';
import type { Estimate } from '@tawi/contracts';
import type { EstimateAction } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import {
  actionsColumn,
  dateColumn,
  leadDocumentColumn,
  statusColumn,
} from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import type { RowAction } from '../../../shared/row-actions';
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
    leadDocumentColumn<Estimate>(
      'estimateNumber',
      t('estimates.columns.estimate'),
      { narrow: a.narrow, width: 110 },
      (row) => ({
        number: row.estimateNumber,
        to: estimatePaths.estimate(row.id),
        phoneCaption: `${row.customerName} · ${formatKes(row.total)}`,
      }),
    ),
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 130 },
    dateColumn('date', t('common.date'), { width: 105 }),
    dateColumn('validUntil', t('estimates.columns.validUntil'), { width: 105 }),
    moneyColumn('total', t('common.total'), { width: 120 }),
    statusColumn(t('common.status'), { width: 110, sortable: false }),
    actionsColumn<Estimate>(t('common.actions'), 275, (row) => [
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
  ];
}
