import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { PurchaseOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isApiError } from '../../../shared/api/api-error';
import { QTY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { formatQty } from '../../inventory/inventory-format';
import { useReceiveGoods } from './purchase-orders-api';
import {
  RECEIVE_FIELDS,
  type ReceiveFormInput,
  type ReceiveFormValues,
  receiveFormValues,
  receiveResolver,
} from './receive-form';

export interface ReceiveDialogProps {
  order: PurchaseOrder;
  onClose: () => void;
}

/** Goods arrived on a delivery note: stock goes up, a bill is raised. Mount only while open. */
export function ReceiveDialog({ order, onClose }: ReceiveDialogProps) {
  const { me, activeBranch } = useSession();
  const receive = useReceiveGoods(order.id);
  const { control, handleSubmit, setError, formState, getValues } = useForm<
    ReceiveFormInput,
    unknown,
    ReceiveFormValues
  >({
    resolver: receiveResolver,
    defaultValues: receiveFormValues(order, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, RECEIVE_FIELDS);
  const lines = getValues('items');
  const listError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const result = await receive.mutateAsync(body);
      toast.success(`${result.receiptNumber} received; ${result.billId} raised`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={`Receive ${order.purchaseId}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Receive goods"
      error={formError}
      maxWidth="md"
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        The stock goes into {activeBranch?.name ?? 'this branch'} at these prices and {order.supplierName}'s
        bill is raised for what arrives. Clear a box for an item not in this delivery.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' } }}>
        <FormTextField
          control={control}
          name="deliveryNoteNumber"
          label="Delivery note number"
          required
          autoFocus
          placeholder="DN-5501"
        />
        <FormDateField control={control} name="date" label="Received on" />
        <FormTextField
          control={control}
          name="supplierInvoiceNumber"
          label="Supplier's invoice no."
          required
          placeholder="INV-4471"
        />
        <FormDateField control={control} name="supplierInvoiceDate" label="Supplier's invoice date" />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        {lines.map((line, index) => (
          <Box
            key={line.itemId}
            role="group"
            aria-label={line.name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' },
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {line.sku} · {line.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatQty(line.remaining)} left to receive
              </Typography>
            </Box>
            <FormNumberField
              control={control}
              name={`items.${index}.qty`}
              label="Receiving now"
              size="small"
              slotProps={{ htmlInput: { ...QTY_SLOTS.htmlInput, max: line.remaining } }}
            />
          </Box>
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
      </Box>
      {isApiError(receive.error) && receive.error.code === 'incoming-exceeds-ordered' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Goods were received on this order since this window opened. Close it and open Receive goods again to
          see what is left.
        </Alert>
      )}
    </FormDialog>
  );
}
