import type { Estimate } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatKes } from '../../../shared/format';
import { customerPaths } from '../customers-paths';
import { salesOrderPaths } from '../sales-orders/sales-orders-api';
import { useSalesText } from '../use-sales-text';
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
  const { t } = useSalesText();
  const navigate = useNavigate();
  const convert = useConvertEstimate();
  const close = () => {
    onClose();
    convert.reset();
  };
  // While it closes (nothing being converted) the number and customer are left blank.
  const e = converting?.estimate;
  const to = converting?.to ?? 'invoice';

  return (
    <ConfirmDialog
      open={converting !== null}
      title={t(`estimates.convertTitle.${to}`, { number: e?.estimateNumber ?? '' })}
      message={t(`estimates.convertMessage.${to}`, {
        total: formatKes(e?.total),
        customer: e?.customerName ?? '',
      })}
      confirmLabel={t(`estimates.convertConfirm.${to}`)}
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
                toast.success(
                  t('estimates.converted.sales-order', { number: doc.orderNumber, estimate: from }),
                );
                navigate(salesOrderPaths.order(doc.id));
              } else {
                toast.success(
                  t('estimates.converted.invoice', { number: doc.invoiceNumber, estimate: from }),
                );
                navigate(customerPaths.invoice(doc.id));
              }
            },
          },
        )
      }
    />
  );
}
