import type { GridColDef } from '@mui/x-data-grid';
import type { Invoice } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import { dateColumn, documentColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { customerPaths } from '../customers-paths';

/** Invoice list columns; on a phone the customer and what is outstanding show under the number. */
export function invoiceColumns(narrow: boolean, t: TFunction<'sales'>): GridColDef<Invoice>[] {
  return [
    documentColumn<Invoice>(
      'invoiceNumber',
      t('invoices.columns.invoice'),
      (row) => ({
        to: customerPaths.invoice(row.id),
        number: row.invoiceNumber,
        caption: narrow ? `${row.customerName} · ${formatKes(row.outstanding)}` : undefined,
      }),
      { width: 120, flex: narrow ? 1 : undefined },
    ),
    { field: 'customerName', headerName: t('common.customer'), flex: 1, minWidth: 150 },
    dateColumn('date', t('common.date'), { width: 115 }),
    dateColumn('dueDate', t('invoices.columns.due'), { width: 115 }),
    moneyColumn('total', t('common.total'), { width: 135 }),
    moneyColumn('outstanding', t('invoices.columns.outstanding'), { width: 135 }),
    statusColumn(t('common.status'), { width: 140 }),
  ];
}
