import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { paymentVoid, type SupplierPayment } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDateField } from '../../../shared/form/form-date-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
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
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(paymentVoid),
    defaultValues: { reason: '', date: todayIn(me.company.timeZone) },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await voiding.mutateAsync({ id: payment.id, body });
      toast.success(t('payments.void.voided', { number: saved.paymentNo }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('payments.void.title', { number: payment.paymentNo })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('payments.void.submit')}
      error={formError}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {t('payments.void.warning', {
          amount: formatKes(payment.amount),
          supplier: payment.supplierName,
          bills: billNumbers(payment),
        })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          name="reason"
          label={t('payments.void.reason')}
          required
          autoFocus
          placeholder={t('payments.void.placeholder')}
        />
        <FormDateField control={control} name="date" label={t('common.voidDate')} />
      </Box>
    </FormDialog>
  );
}
