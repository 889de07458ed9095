import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { Invoice, SalesOrder } from '@tawi/contracts';
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
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { formatQty } from '../../inventory/inventory-format';
import { useSalesText } from '../use-sales-text';
import {
  ORDER_INVOICE_FIELDS,
  orderInvoiceFormValues,
  orderInvoiceResolver,
} from './sales-order-invoice-form';
import { useInvoiceSalesOrder } from './sales-orders-api';

export interface InvoiceOrderDialogProps {
  order: SalesOrder;
  onClose: () => void;
  onInvoiced?: (invoice: Invoice) => void;
}

/** Invoices what is left of an order, or part of it: the invoice is issued at once. Mount only while open. */
export function InvoiceOrderDialog({ order, onClose, onInvoiced }: InvoiceOrderDialogProps) {
  const { me } = useSession();
  const { t } = useSalesText();
  const resolver = useMemo(() => orderInvoiceResolver(t), [t]);
  const invoice = useInvoiceSalesOrder(order.id);
  const { control, handleSubmit, setError, formState, getValues } = useForm({
    resolver,
    defaultValues: orderInvoiceFormValues(order, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, ORDER_INVOICE_FIELDS);
  const lines = getValues('lines');
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const created = await invoice.mutateAsync(body);
      toast.success(
        t('salesOrders.invoiceDialog.issued', {
          number: created.invoiceNumber,
          total: formatKes(created.total),
        }),
      );
      onClose();
      onInvoiced?.(created);
    }),
  );

  return (
    <FormDialog
      {...titleAndSubmit(t, 'salesOrders.invoiceDialog', { number: order.orderNumber })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      error={formError}
      maxWidth="md"
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {t('salesOrders.invoiceDialog.info', { customer: order.customerName })}
      </Alert>
      <FormDateField
        control={control}
        name="date"
        label={t('salesOrders.invoiceDialog.date')}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        {lines.map((line, index) => (
          <QtyLineCard
            key={line.lineNo}
            label={line.description}
            title={line.description}
            detail={t('salesOrders.invoiceDialog.left', { qty: formatQty(line.remaining) })}
            qtyWidth="180px"
          >
            <FormNumberField
              control={control}
              name={`lines.${index}.qty`}
              label={t('salesOrders.invoiceDialog.now')}
              size="small"
              slotProps={{ htmlInput: { ...QTY_SLOTS.htmlInput, max: line.remaining } }}
            />
          </QtyLineCard>
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
      </Box>
      {isApiError(invoice.error) && invoice.error.code === 'exceeds-ordered' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('salesOrders.invoiceDialog.invoicedMeanwhile')}
        </Alert>
      )}
    </FormDialog>
  );
}
