import Box from '@mui/material/Box';
import type { SalesOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DocumentLinesEditor } from '../../../shared/documents/document-lines-editor';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { NoVatNotice } from '../../../shared/documents/no-vat-notice';
import { TotalsList } from '../../../shared/documents/totals-list';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
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
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver,
    defaultValues: salesOrderFormValues(todayIn(me.company.timeZone), order),
  });
  const { formError, attempt } = useServerErrors(setError, INVOICE_FIELDS);
  const lines = useWatch({ control, name: 'lines' });
  const chargesVat = useChargesVat(useWatch({ control, name: 'date' }));
  const totals = draftTotals(lines, chargesVat);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body = salesOrderBody(values);
      const saved = await save.mutateAsync({
        id: order?.id,
        body: order ? body : { ...body, branchId: activeBranch?.id },
      });
      toast.success(
        t(order ? 'salesOrders.dialog.saved' : 'salesOrders.dialog.created', { number: saved.orderNumber }),
      );
      onClose();
      onSaved?.(saved);
    }),
  );

  return (
    <FormDialog
      title={
        order ? t('salesOrders.dialog.edit', { number: order.orderNumber }) : t('salesOrders.dialog.new')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={order ? t('common.saveChanges') : t('salesOrders.dialog.create')}
      error={formError}
      maxWidth="xl"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <Controller
          control={control}
          name="customerId"
          render={({ field, fieldState }) => (
            <CustomerField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              label={t('common.customer')}
              required
              autoFocus={!order}
            />
          )}
        />
        <FormDateField control={control} name="date" label={t('salesOrders.dialog.orderDate')} />
        <FormDateField
          control={control}
          name="validUntil"
          label={t('salesOrders.dialog.deliveryDate')}
          helperText={t('salesOrders.dialog.deliveryHelp')}
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        <DocumentLinesEditor
          control={control}
          setValue={setValue}
          name="lines"
          config={SALE_LINES}
          chargesVat={chargesVat}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <TotalsList subtotal={totals.subtotal} taxTotal={totals.taxTotal} total={totals.total} />
      </Box>
      {!chargesVat && (
        <Box sx={{ mt: 2 }}>
          <NoVatNotice />
        </Box>
      )}
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
