import Box from '@mui/material/Box';
import type { PurchaseOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DocumentLinesEditor } from '../../../shared/documents/document-lines-editor';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { TotalsList } from '../../../shared/documents/totals-list';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { SupplierField } from '../supplier-field';
import { useTradeText } from '../use-trade-text';
import { ORDER_LINES } from './order-lines';
import {
  PURCHASE_ORDER_FIELDS,
  purchaseOrderEditValues,
  purchaseOrderFormValues,
  purchaseOrderResolver,
} from './purchase-order-form';
import { useCreatePurchaseOrder, useUpdatePurchaseOrder } from './purchase-orders-api';

export interface PurchaseOrderDialogProps {
  onClose: () => void;
  onCreated?: (order: PurchaseOrder) => void;
  /** A Pending order to edit; none: a new one. */
  order?: PurchaseOrder | undefined;
}

/** A new LPO of the active branch (it starts Pending), or a Pending one edited. Mount only while open. */
export function PurchaseOrderDialog({ onClose, onCreated, order }: PurchaseOrderDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useTradeText();
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder(order?.id ?? '');
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: purchaseOrderResolver,
    defaultValues: order
      ? purchaseOrderEditValues(order)
      : purchaseOrderFormValues(todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, PURCHASE_ORDER_FIELDS);
  const items = useWatch({ control, name: 'items' });
  const totals = draftTotals(items);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      if (order) {
        const saved = await update.mutateAsync(values);
        toast.success(t('orders.dialog.saved', { number: saved.purchaseId }));
        onClose();
        return;
      }
      const created = await create.mutateAsync({ ...values, branchId: activeBranch?.id });
      toast.success(t('orders.dialog.created', { number: created.purchaseId }));
      onClose();
      onCreated?.(created);
    }),
  );

  return (
    <FormDialog
      title={order ? t('orders.dialog.editTitle', { number: order.purchaseId }) : t('orders.dialog.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={order ? t('orders.dialog.save') : t('orders.dialog.create')}
      error={formError}
      maxWidth="lg"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <Controller
          control={control}
          name="supplierId"
          render={({ field, fieldState }) => (
            <SupplierField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              required
              autoFocus
            />
          )}
        />
        <FormDateField control={control} name="date" label={t('orders.dialog.orderDate')} />
        <FormDateField control={control} name="expectedDate" label={t('orders.dialog.expected')} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <DocumentLinesEditor control={control} setValue={setValue} name="items" config={ORDER_LINES} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <TotalsList subtotal={totals.subtotal} taxTotal={totals.taxTotal} total={totals.total} />
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label={t('common.notes')}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2.5 }}
      />
    </FormDialog>
  );
}
