import Alert from '@mui/material/Alert';
import { type CustomerReceipt, receiptVoid } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useVoidReceipt } from './receipts-api';

const FIELDS = ['reason'] as const;

/** What voiding undoes, in words: the invoices owed again and the credit that goes. */
function consequences(r: CustomerReceipt): string {
  const invoices = [...new Set(r.invoices.map((i) => i.invoiceNumber))].join(', ');
  const owed = invoices ? ` ${invoices} will be owed again.` : '';
  const credit = r.unallocated > 0 ? ` The ${formatKes(r.unallocated)} of credit it left is gone.` : '';
  return `The ${formatKes(r.amount)} received from ${r.customerName} comes out of the account again.${owed}${credit} The receipt stays on record as Voided.`;
}

/** A receipt recorded by mistake or reversed (a bounced cheque): the reason, then Void. Mount only while open. */
export function VoidReceiptDialog({ receipt, onClose }: { receipt: CustomerReceipt; onClose: () => void }) {
  const voiding = useVoidReceipt();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(receiptVoid),
    defaultValues: { reason: '' },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await voiding.mutateAsync({ id: receipt.id, body });
      toast.success(`${saved.receiptNumber} voided`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={`Void ${receipt.receiptNumber}?`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Void receipt"
      error={formError}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {consequences(receipt)}
      </Alert>
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        autoFocus
        fullWidth
        placeholder="Cheque bounced"
      />
    </FormDialog>
  );
}
