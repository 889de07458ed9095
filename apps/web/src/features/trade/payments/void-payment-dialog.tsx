import { paymentVoid, type SupplierPayment } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ReasonDialog, reasonTexts } from '../../../shared/reason-dialog';
import { useTradeText } from '../use-trade-text';
import { billNumbers } from './payment-columns';
import { useVoidPayment } from './payments-api';

/** A payment recorded by mistake: its posting is reversed and the bills are owed again. Mount only while open. */
export function VoidPaymentDialog({ payment, onClose }: { payment: SupplierPayment; onClose: () => void }) {
  const { t } = useTradeText();
  const voiding = useVoidPayment();
  return (
    <ReasonDialog
      {...reasonTexts(t, 'payments.void', { number: payment.paymentNo })}
      schema={paymentVoid}
      dateLabel={t('common.voidDate')}
      warning={t('payments.void.warning', {
        amount: formatKes(payment.amount),
        supplier: payment.supplierName,
        bills: billNumbers(payment),
      })}
      onConfirm={async ({ reason, date }) => {
        const saved = await voiding.mutateAsync({ id: payment.id, body: { reason: reason ?? '', date } });
        return t('payments.void.voided', { number: saved.paymentNo });
      }}
      onClose={onClose}
    />
  );
}
