import PaymentsIcon from '@mui/icons-material/Payments';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SupplierPayment } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { useSession } from '../../../shared/session/session-context';
import { useTradeText } from '../use-trade-text';
import { type PaymentAction, paymentActionsOf, paymentColumns } from './payment-columns';
import { PaymentView } from './payment-view';
import { type PaymentFilter, usePayments } from './payments-api';
import { RefundDialog } from './refund-dialog';
import { VoidPaymentDialog } from './void-payment-dialog';

export type PaymentListFilter = Omit<PaymentFilter, 'page' | 'limit'>;

export interface PaymentsTableProps {
  filter: PaymentListFilter;
  label?: string;
  /** One supplier's payments: the supplier column is left out. */
  hideSupplier?: boolean;
  emptyTitle: string;
  emptyDescription: string;
}

/** Supplier payments a page at a time; a row opens the payment; refund and void open their dialogs. */
export function PaymentsTable({
  filter,
  label,
  hideSupplier,
  emptyTitle,
  emptyDescription,
}: PaymentsTableProps) {
  const { can } = useSession();
  const { t } = useTradeText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // beside the menu, every column fits only on a wide screen (the payment's window shows them all)
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const { paging, setPaging, query } = useServerPaging(filter);
  const [viewing, setViewing] = useState<SupplierPayment | null>(null);
  const [acting, setActing] = useState<{ payment: SupplierPayment; action: PaymentAction } | null>(null);
  const payments = usePayments({ ...filter, ...query });
  const canApprove = can('trade:approve');
  const columns = useMemo(
    () =>
      paymentColumns({
        canApprove,
        narrow,
        onAction: (payment, action) => setActing({ payment, action }),
        t,
      }),
    [canApprove, narrow, t],
  );
  const act = (action: PaymentAction) => {
    if (viewing) setActing({ payment: viewing, action });
    setViewing(null);
  };

  return (
    <>
      <DataTable
        label={label ?? t('payments.list.title')}
        {...pagedQueryProps(payments)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ field, row }) => field !== 'actions' && setViewing(row)}
        onCellKeyDown={({ field, row }, event) => {
          // payments have no page of their own: Enter on a row opens it, as a click does
          if (event.key === 'Enter' && field !== 'actions') setViewing(row);
        }}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyIcon={PaymentsIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          supplierName: !hideSupplier && !narrow,
          paymentDate: !narrow,
          paymentMethod: wide,
          paymentReference: wide,
          bills: !narrow,
          amount: !narrow,
          actions: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {viewing && (
        <PaymentView
          payment={viewing}
          actions={paymentActionsOf(viewing, canApprove)}
          onAction={act}
          onClose={() => setViewing(null)}
        />
      )}
      {acting?.action === 'refund' && (
        <RefundDialog payment={acting.payment} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'void' && (
        <VoidPaymentDialog payment={acting.payment} onClose={() => setActing(null)} />
      )}
    </>
  );
}
