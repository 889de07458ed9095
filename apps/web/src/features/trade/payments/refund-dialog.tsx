import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { paymentRefund, type SupplierPayment } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useTradeText } from '../use-trade-text';
import { useRefundPayment } from './payments-api';

/** The money comes back into the account the payment was made from. */
const refundForm = paymentRefund.omit({ bankAccountId: true });
const FIELDS = ['amount', 'date'] as const;

/** The supplier gave money back: the bills it paid are owed again by that much. Mount only while open. */
export function RefundDialog({ payment, onClose }: { payment: SupplierPayment; onClose: () => void }) {
  const { me } = useSession();
  const { t } = useTradeText();
  const refund = useRefundPayment();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(refundForm),
    defaultValues: { amount: payment.amount, date: todayIn(me.company.timeZone) },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await refund.mutateAsync({ id: payment.id, body });
      toast.success(t('payments.refund.refunded', { number: saved.paymentNo }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('payments.refund.title', { number: payment.paymentNo })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('payments.refund.submit')}
      error={formError}
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {t('payments.refund.info', {
          supplier: payment.supplierName,
          amount: formatKes(payment.amount),
          account: payment.bankAccountName,
        })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="amount"
          label={t('payments.refund.amount')}
          required
          autoFocus
          slotProps={MONEY_SLOTS}
          helperText={t('payments.refund.atMost', { amount: formatKes(payment.amount) })}
        />
        <FormDateField control={control} name="date" label={t('payments.refund.date')} />
      </Box>
    </FormDialog>
  );
}
