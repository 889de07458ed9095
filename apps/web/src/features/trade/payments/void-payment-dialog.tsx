import Alert from '@mui/material/Alert';
import { paymentVoid, type SupplierPayment } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useTradeText } from '../use-trade-text';
import { billNumbers } from './payment-columns';
import { useVoidPayment } from './payments-api';

const FIELDS = ['reason', 'date'] as const;

/** A payment recorded by mistake: its posting is reversed and the bills are owed again. Mount only while open. */
export function VoidPaymentDialog({ payment, onClose }: { payment: SupplierPayment; onClose: () => void }) {
  const { me } = useSession();
  const { t } = useTradeText();
  const voiding = useVoidPayment();
  const { form, dialog } = useDialogForm({
    schema: paymentVoid,
    defaultValues: { reason: '', date: todayIn(me.company.timeZone) },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const saved = await voiding.mutateAsync({ id: payment.id, body });
      return t('payments.void.voided', { number: saved.paymentNo });
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={t('payments.void.title', { number: payment.paymentNo })}
      submitLabel={t('payments.void.submit')}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {t('payments.void.warning', {
          amount: formatKes(payment.amount),
          supplier: payment.supplierName,
          bills: billNumbers(payment),
        })}
      </Alert>
      <FormFieldGrid
        columns="2fr 1fr"
        control={form.control}
        fields={[
          {
            name: 'reason',
            label: t('payments.void.reason'),
            required: true,
            autoFocus: true,
            placeholder: t('payments.void.placeholder'),
          },
          { kind: 'date', name: 'date', label: t('common.voidDate') },
        ]}
      />
    </FormDialog>
  );
}
