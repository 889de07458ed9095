import { type SalesOrder, salesOrderCancel } from '@tawi/contracts';
import { ReasonDialog, reasonTexts } from '../../../shared/reason-dialog';
import { useSalesText } from '../use-sales-text';
import { useCancelSalesOrder } from './sales-orders-api';

/** Cancels what is not invoiced yet, with a reason. Mount only while open. */
export function CancelSalesOrderDialog({ order, onClose }: { order: SalesOrder; onClose: () => void }) {
  const { t } = useSalesText();
  const cancel = useCancelSalesOrder();
  const invoiced = order.invoices.filter((i) => i.status !== 'Void').length;
  return (
    <ReasonDialog
      {...reasonTexts(t, 'salesOrders.cancel', { number: order.orderNumber })}
      schema={salesOrderCancel}
      warning={
        <>
          {invoiced > 0
            ? t('salesOrders.cancel.partly', { count: invoiced })
            : t('salesOrders.cancel.whole', { customer: order.customerName })}{' '}
          {t('salesOrders.cancel.final')}
        </>
      }
      onConfirm={async ({ reason }) =>
        t('salesOrders.cancel.canceled', {
          number: (await cancel.mutateAsync({ id: order.id, reason: reason ?? '' })).orderNumber,
        })
      }
      onClose={onClose}
    />
  );
}
