import { type SalesOrder, salesOrderCancel } from '@tawi/contracts';
import { ReasonDialog } from '../../../shared/reason-dialog';
import { useCancelSalesOrder } from './sales-orders-api';

/** Cancels what is not invoiced yet, with a reason. Mount only while open. */
export function CancelSalesOrderDialog({ order, onClose }: { order: SalesOrder; onClose: () => void }) {
  const cancel = useCancelSalesOrder();
  const invoiced = order.invoices.filter((i) => i.status !== 'Void').length;
  return (
    <ReasonDialog
      title={`Cancel ${order.orderNumber}?`}
      submitLabel="Cancel order"
      schema={salesOrderCancel}
      placeholder="The customer no longer needs it"
      warning={
        <>
          {invoiced > 0
            ? `What is not invoiced yet is canceled; its ${invoiced === 1 ? 'invoice stays' : `${invoiced} invoices stay`} as they are.`
            : `The whole of ${order.customerName}'s order is canceled.`}{' '}
          A canceled order cannot be invoiced or edited any more.
        </>
      }
      onConfirm={async ({ reason }) =>
        `${(await cancel.mutateAsync({ id: order.id, reason: reason ?? '' })).orderNumber} canceled`
      }
      onClose={onClose}
    />
  );
}
