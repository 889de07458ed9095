import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../documents/payment-labels';
import type { ColumnExtras } from './grid-columns';

/** How a receipt or payment was paid ('Cash', 'M-Pesa'). */
export function paymentMethodColumn<R extends GridValidRowModel>(
  headerName: string,
  extras: ColumnExtras<R>,
): GridColDef<R> {
  return {
    field: 'paymentMethod',
    headerName,
    valueFormatter: (v: PaymentMethod) => PAYMENT_METHOD_LABELS[v],
    ...extras,
  };
}
