import type { Estimate } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatKes } from '../../../shared/format';
import { customerPaths } from '../customers-paths';
import { salesOrderPaths } from '../sales-orders/sales-orders-api';
import { type ConvertTarget, useConvertEstimate } from './estimates-api';

export interface Converting {
  estimate: Estimate;
  to: ConvertTarget;
}

/** Asks before converting an estimate into an invoice or a sales order, then opens the new document. */
export function ConvertEstimateConfirm({
  converting,
  onClose,
}: {
  converting: Converting | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const convert = useConvertEstimate();
  const close = () => {
    onClose();
    convert.reset();
  };
  const e = converting?.estimate;
  const customer = e?.customerName ?? 'the customer';
  const toOrder = converting?.to === 'sales-order';

  return (
    <ConfirmDialog
      open={converting !== null}
      title={`Convert ${e?.estimateNumber ?? 'estimate'} to ${toOrder ? 'a sales order' : 'an invoice'}?`}
      message={
        toOrder
          ? `A sales order for ${formatKes(e?.total)} is opened for ${customer} with the estimate's lines; the estimate reads Accepted. Nothing is posted and no stock moves until the order is invoiced.`
          : `An invoice for ${formatKes(e?.total)} is issued to ${customer} with the estimate's lines; the estimate reads Invoiced.`
      }
      confirmLabel={toOrder ? 'Create sales order' : 'Create invoice'}
      pending={convert.isPending}
      error={convert.error ?? undefined}
      onClose={close}
      onConfirm={() =>
        converting &&
        convert.mutate(
          { id: converting.estimate.id, to: converting.to },
          {
            onSuccess: (doc) => {
              const from = converting.estimate.estimateNumber;
              close();
              if ('orderNumber' in doc) {
                toast.success(`${doc.orderNumber} opened from ${from}`);
                navigate(salesOrderPaths.order(doc.id));
              } else {
                toast.success(`${doc.invoiceNumber} issued from ${from}`);
                navigate(customerPaths.invoice(doc.id));
              }
            },
          },
        )
      }
    />
  );
}
