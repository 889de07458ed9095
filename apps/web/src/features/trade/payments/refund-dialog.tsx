import { paymentRefund, type SupplierPayment } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { RefundFields } from '../../../shared/documents/refund-fields';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useTradeText } from '../use-trade-text';
import { useRefundPayment } from './payments-api';

/** The money comes back into the account the payment was made from. */
const refundForm = paymentRefund.omit({ bankAccountId: true });
const FIELDS = ['amount', 'date'] as const;
const NAMES = { amount: 'amount', date: 'date' } as const;

/** The supplier gave money back: the bills it paid are owed again by that much. Mount only while open. */
export function RefundDialog({ payment, onClose }: { payment: SupplierPayment; onClose: () => void }) {
  const { me } = useSession();
  const { t } = useTradeText();
  const refund = useRefundPayment();
  const { form, dialog } = useDialogForm({
    schema: refundForm,
    defaultValues: { amount: payment.amount, date: todayIn(me.company.timeZone) },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const saved = await refund.mutateAsync({ id: payment.id, body });
      return t('payments.refund.refunded', { number: saved.paymentNo });
    },
  });

  return (
    <FormDialog {...dialog} {...titleAndSubmit(t, 'payments.refund', { number: payment.paymentNo })}>
      <RefundFields
        control={form.control}
        names={NAMES}
        info={t('payments.refund.info', {
          supplier: payment.supplierName,
          amount: formatKes(payment.amount),
          account: payment.bankAccountName,
        })}
        labels={{ amount: t('payments.refund.amount'), date: t('payments.refund.date') }}
        atMost={t('payments.refund.atMost', { amount: formatKes(payment.amount) })}
      />
    </FormDialog>
  );
}
