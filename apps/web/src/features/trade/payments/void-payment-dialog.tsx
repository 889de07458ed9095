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
import { billNumbers } from './payment-columns';
import { useVoidPayment } from './payments-api';

const FIELDS = ['reason', 'date'] as const;

/** A payment recorded by mistake: its posting is reversed and the bills are owed again. Mount only while open. */
export function VoidPaymentDialog({ payment, onClose }: { payment: SupplierPayment; onClose: () => void }) {
  const { me } = useSession();
  const voiding = useVoidPayment();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(paymentVoid),
    defaultValues: { reason: '', date: todayIn(me.company.timeZone) },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await voiding.mutateAsync({ id: payment.id, body });
      toast.success(`${saved.paymentNo} voided`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={`Void ${payment.paymentNo}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Void payment"
      error={formError}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        The {formatKes(payment.amount)} paid to {payment.supplierName} is reversed: {billNumbers(payment)}{' '}
        will be owed again. The payment stays on record as Voided.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          autoFocus
          placeholder="Paid from the wrong account"
        />
        <FormDateField control={control} name="date" label="Void date" />
      </Box>
    </FormDialog>
  );
}
