import Alert from '@mui/material/Alert';
import { type SalesOrder, salesOrderCancel } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useCancelSalesOrder } from './sales-orders-api';

const FIELDS = ['reason'] as const;

/** Cancels what is not invoiced yet, with a reason. Mount only while open. */
export function CancelSalesOrderDialog({ order, onClose }: { order: SalesOrder; onClose: () => void }) {
  const cancel = useCancelSalesOrder();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(salesOrderCancel),
    defaultValues: { reason: '' },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);
  const invoiced = order.invoices.filter((i) => i.status !== 'Void').length;

  const submit = handleSubmit(({ reason }) =>
    attempt(async () => {
      const saved = await cancel.mutateAsync({ id: order.id, reason });
      toast.success(`${saved.orderNumber} canceled`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={`Cancel ${order.orderNumber}?`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Cancel order"
      error={formError}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {invoiced > 0
          ? `What is not invoiced yet is canceled; its ${invoiced === 1 ? 'invoice stays' : `${invoiced} invoices stay`} as they are.`
          : `The whole of ${order.customerName}'s order is canceled.`}{' '}
        A canceled order cannot be invoiced or edited any more.
      </Alert>
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        autoFocus
        fullWidth
        placeholder="The customer no longer needs it"
      />
    </FormDialog>
  );
}
