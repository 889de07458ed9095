import PaymentsIcon from '@mui/icons-material/Payments';
import type { SupplierPayment } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
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
  // beside the menu, every column fits only on a wide screen (the payment's window shows them all)
  const { narrow, wide } = useScreenSize();
  const payments = useServerList(usePayments, { filter });
  const [viewing, setViewing] = useState<SupplierPayment | null>(null);
  const [acting, setActing] = useState<{ payment: SupplierPayment; action: PaymentAction } | null>(null);
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
      <ServerDataTable
        label={label ?? t('payments.list.title')}
        {...payments}
        columns={columns}
        // payments have no page of their own: Enter on a row opens it, as a click does
        onOpen={setViewing}
        openOnEnter
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyIcon={PaymentsIcon}
        narrow={narrow}
        columnVisibilityModel={{
          supplierName: !hideSupplier && !narrow,
          paymentDate: !narrow,
          paymentMethod: wide,
          paymentReference: wide,
          bills: !narrow,
          amount: !narrow,
          actions: !narrow,
        }}
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
