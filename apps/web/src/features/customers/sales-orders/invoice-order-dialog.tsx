import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { Invoice, SalesOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isApiError } from '../../../shared/api/api-error';
import { QTY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { formatQty } from '../../inventory/inventory-format';
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
  const invoice = useInvoiceSalesOrder(order.id);
  const { control, handleSubmit, setError, formState, getValues } = useForm({
    resolver: orderInvoiceResolver,
    defaultValues: orderInvoiceFormValues(order, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, ORDER_INVOICE_FIELDS);
  const lines = getValues('lines');
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const created = await invoice.mutateAsync(body);
      toast.success(`${created.invoiceNumber} issued for ${formatKes(created.total)}`);
      onClose();
      onInvoiced?.(created);
    }),
  );

  return (
    <FormDialog
      title={`Invoice ${order.orderNumber}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Issue invoice"
      error={formError}
      maxWidth="md"
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        The invoice is issued to {order.customerName} at the order's prices: the stock leaves and it is posted
        to what they owe. Clear a box to leave a line for a later invoice.
      </Alert>
      <FormDateField
        control={control}
        name="date"
        label="Invoice date"
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        {lines.map((line, index) => (
          <Box
            key={line.lineNo}
            role="group"
            aria-label={line.description}
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
              <Typography sx={{ fontWeight: 600 }}>{line.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatQty(line.remaining)} left to invoice
              </Typography>
            </Box>
            <FormNumberField
              control={control}
              name={`lines.${index}.qty`}
              label="Invoice now"
              size="small"
              slotProps={{ htmlInput: { ...QTY_SLOTS.htmlInput, max: line.remaining } }}
            />
          </Box>
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
      </Box>
      {isApiError(invoice.error) && invoice.error.code === 'exceeds-ordered' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Someone invoiced this order since this window opened. Close it and open Create invoice again to see
          what is left.
        </Alert>
      )}
    </FormDialog>
  );
}
