import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { PurchaseOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isApiError } from '../../../shared/api/api-error';
import { QTY_SLOTS } from '../../../shared/documents/input-slots';
import { QtyLineCard } from '../../../shared/documents/qty-line-card';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { formatQty } from '../../inventory/inventory-format';
import { useTradeText } from '../use-trade-text';
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
  const { t } = useTradeText();
  const receive = useReceiveGoods(order.id);
  const { control, handleSubmit, setError, formState, getValues } = useForm<
    ReceiveFormInput,
    unknown,
    ReceiveFormValues
  >({
    resolver: useMemo(() => receiveResolver(t), [t]),
    defaultValues: receiveFormValues(order, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, RECEIVE_FIELDS);
  const lines = getValues('items');
  const listError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const result = await receive.mutateAsync(body);
      toast.success(t('orders.receive.received', { receipt: result.receiptNumber, bill: result.billId }));
      onClose();
    }),
  );

  return (
    <FormDialog
      {...titleAndSubmit(t, 'orders.receive', { number: order.purchaseId })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      error={formError}
      maxWidth="md"
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {t('orders.receive.info', {
          branch: activeBranch?.name ?? t('common.thisBranch'),
          supplier: order.supplierName,
        })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' } }}>
        <FormTextField
          control={control}
          name="deliveryNoteNumber"
          label={t('orders.receive.deliveryNote')}
          required
          autoFocus
          placeholder="DN-5501"
        />
        <FormDateField control={control} name="date" label={t('orders.receive.receivedOn')} />
        <FormTextField
          control={control}
          name="supplierInvoiceNumber"
          label={t('common.supplierInvoiceNo')}
          required
          placeholder="INV-4471"
        />
        <FormDateField control={control} name="supplierInvoiceDate" label={t('common.supplierInvoiceDate')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        {lines.map((line, index) => (
          <QtyLineCard
            key={line.itemId}
            label={line.name}
            title={
              <>
                {line.sku} · {line.name}
              </>
            }
            detail={t('orders.receive.left', { qty: formatQty(line.remaining) })}
            qtyWidth="180px"
          >
            <FormNumberField
              control={control}
              name={`items.${index}.qty`}
              label={t('orders.receive.now')}
              size="small"
              slotProps={{ htmlInput: { ...QTY_SLOTS.htmlInput, max: line.remaining } }}
            />
          </QtyLineCard>
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
      </Box>
      {isApiError(receive.error) && receive.error.code === 'incoming-exceeds-ordered' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('orders.receive.raced')}
        </Alert>
      )}
    </FormDialog>
  );
}
