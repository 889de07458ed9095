import type { PurchaseOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm, useWatch } from 'react-hook-form';
import { DocumentLinesForm } from '../../../shared/documents/document-lines-form';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { FieldGrid } from '../../../shared/form/field-grid';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormPicker } from '../../../shared/form/form-picker';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
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
  const form = useForm({
    resolver: purchaseOrderResolver,
    defaultValues: order
      ? purchaseOrderEditValues(order)
      : purchaseOrderFormValues(todayIn(me.company.timeZone)),
  });
  const { control, setValue } = form;
  const dialog = useDialogSubmit(form, {
    serverFields: PURCHASE_ORDER_FIELDS,
    onClose,
    save: async (values) => {
      if (order) {
        const saved = await update.mutateAsync(values);
        return t('orders.dialog.saved', { number: saved.purchaseId });
      }
      const created = await create.mutateAsync({ ...values, branchId: activeBranch?.id });
      onCreated?.(created);
      return t('orders.dialog.created', { number: created.purchaseId });
    },
  });
  const items = useWatch({ control, name: 'items' });
  const totals = draftTotals(items);

  return (
    <FormDialog
      {...dialog}
      title={order ? t('orders.dialog.editTitle', { number: order.purchaseId }) : t('orders.dialog.newTitle')}
      submitLabel={order ? t('orders.dialog.save') : t('orders.dialog.create')}
      maxWidth="lg"
    >
      <FieldGrid columns="2fr 1fr 1fr" padTop>
        <FormPicker control={control} name="supplierId">
          {(bound) => <SupplierField {...bound} required autoFocus />}
        </FormPicker>
        <FormDateField control={control} name="date" label={t('orders.dialog.orderDate')} />
        <FormDateField control={control} name="expectedDate" label={t('orders.dialog.expected')} />
      </FieldGrid>
      <DocumentLinesForm
        control={control}
        setValue={setValue}
        name="items"
        config={ORDER_LINES}
        totals={totals}
        notesLabel={t('common.notes')}
      />
    </FormDialog>
  );
}
