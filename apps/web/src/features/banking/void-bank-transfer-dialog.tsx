import Alert from '@mui/material/Alert';
import { type BankTransfer, bankTransferVoid } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../shared/form/form-resolver';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
import { FormDialog } from '../../shared/form-dialog';
import { formatKes } from '../../shared/format';
import { useVoidBankTransfer } from './bank-transfers-api';

const FIELDS = ['reason'] as const;

/** A transfer recorded by mistake: the reason, then Void puts the money back. Mount only while open. */
export function VoidBankTransferDialog({
  transfer,
  onClose,
}: {
  transfer: BankTransfer;
  onClose: () => void;
}) {
  const voiding = useVoidBankTransfer();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(bankTransferVoid),
    defaultValues: { reason: '' },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit(({ reason }) =>
    attempt(async () => {
      const saved = await voiding.mutateAsync({ id: transfer.id, reason });
      toast.success(`${saved.transferNumber} voided`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={`Void ${transfer.transferNumber}?`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Void transfer"
      error={formError}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {`The ${formatKes(transfer.amount)} goes back from ${transfer.toAccountName} to ${transfer.fromAccountName}. The transfer stays on record as Voided.`}
      </Alert>
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        autoFocus
        fullWidth
        placeholder="Entered twice"
      />
    </FormDialog>
  );
}
