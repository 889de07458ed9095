import type { SalesOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DocumentLinesForm } from '../../../shared/documents/document-lines-form';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { FieldGrid } from '../../../shared/form/field-grid';
import { FormFields } from '../../../shared/form/form-fields';
import { FormPicker } from '../../../shared/form/form-picker';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useChargesVat } from '../../../shared/session/use-charges-vat';
import { CustomerField } from '../customer-field';
import { INVOICE_FIELDS, invoiceResolver } from '../invoices/invoice-form';
import { SALE_LINES } from '../invoices/sale-lines';
import { useSalesText } from '../use-sales-text';
import { salesOrderBody, salesOrderFormValues } from './sales-order-form';
import { useSaveSalesOrder } from './sales-orders-api';

export interface SalesOrderDialogProps {
  /** The order to edit (only while nothing on it is invoiced); none: a new order. */
  order?: SalesOrder;
  onClose: () => void;
  onSaved?: (order: SalesOrder) => void;
}

/** A new or edited sales order: customer, dates, lines with VAT per line and live totals. */
export function SalesOrderDialog({ order, onClose, onSaved }: SalesOrderDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useSalesText();
  const resolver = useMemo(() => invoiceResolver(t), [t]);
  const save = useSaveSalesOrder();
  const form = useForm({
    resolver,
    defaultValues: salesOrderFormValues(todayIn(me.company.timeZone), order),
  });
  const { control, setValue } = form;
  const dialog = useDialogSubmit(form, {
    serverFields: INVOICE_FIELDS,
    onClose,
    save: async (values) => {
      const body = salesOrderBody(values);
      const saved = await save.mutateAsync({
        id: order?.id,
        body: order ? body : { ...body, branchId: activeBranch?.id },
      });
      onSaved?.(saved);
      return t(order ? 'salesOrders.dialog.saved' : 'salesOrders.dialog.created', {
        number: saved.orderNumber,
      });
    },
  });
  const lines = useWatch({ control, name: 'lines' });
  const chargesVat = useChargesVat(useWatch({ control, name: 'date' }));
  const totals = draftTotals(lines, chargesVat);

  return (
    <FormDialog
      {...dialog}
      title={
        order ? t('salesOrders.dialog.edit', { number: order.orderNumber }) : t('salesOrders.dialog.new')
      }
      submitLabel={order ? t('common.saveChanges') : t('salesOrders.dialog.create')}
      maxWidth="xl"
    >
      <FieldGrid columns="2fr 1fr 1fr" padTop>
        <FormPicker control={control} name="customerId">
          {(bound) => <CustomerField {...bound} label={t('common.customer')} required autoFocus={!order} />}
        </FormPicker>
        <FormFields
          control={control}
          fields={[
            { kind: 'date', name: 'date', label: t('salesOrders.dialog.orderDate') },
            {
              kind: 'date',
              name: 'validUntil',
              label: t('salesOrders.dialog.deliveryDate'),
              helperText: t('salesOrders.dialog.deliveryHelp'),
            },
          ]}
        />
      </FieldGrid>
      <DocumentLinesForm
        control={control}
        setValue={setValue}
        name="lines"
        config={SALE_LINES}
        chargesVat={chargesVat}
        totals={totals}
        notesLabel={t('common.notes')}
      />
    </FormDialog>
  );
}
