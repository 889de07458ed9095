import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { todayIn } from '@tawi/domain';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { CustomerField } from '../customer-field';
import { useCustomer } from '../customers-api';
import { useOpenInvoices } from '../invoices/invoices-api';
import { useCustomersText } from '../use-customers-text';
import { PaymentMethodFields } from './payment-method-fields';
import { ReceiptAllocations } from './receipt-allocations';
import { allocationsFor, RECEIPT_FIELDS, receiptFormValues, receiptResolverOf } from './receipt-form';
import { useCreateReceipt } from './receipts-api';
import { WithholdingVatFields } from './withholding-vat-fields';

export interface ReceiptDialogProps {
  /** Start with this customer chosen (a customer's or an invoice's page). */
  customerId?: string;
  /** Start with this invoice paid in full (the invoice's page). */
  invoiceId?: string;
  onClose: () => void;
}

/** Money in from a customer: amount, how, into which account, and which invoices it settles. */
export function ReceiptDialog({ customerId: initialCustomer = '', invoiceId, onClose }: ReceiptDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useCustomersText();
  const create = useCreateReceipt();
  const banks = useBankAccountOptions(activeBranch?.id);
  const resolver = useMemo(() => receiptResolverOf(t), [t]);
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver,
    defaultValues: receiptFormValues(initialCustomer, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, RECEIPT_FIELDS);
  const customerId = useWatch({ control, name: 'customerId' });
  const openInvoices = useOpenInvoices(customerId);
  const customer = useCustomer(customerId, Boolean(customerId));

  useEffect(() => {
    const allocations = allocationsFor(openInvoices.data ?? [], invoiceId);
    setValue('invoices', allocations);
    const full = allocations.find((a) => a.amount !== undefined);
    if (full) setValue('amount', full.amount);
  }, [openInvoices.data, invoiceId, setValue]);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await create.mutateAsync(body);
      toast.success(t('receipts.recorded', { number: saved.receiptNumber }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('receipts.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('receipts.submit')}
      error={formError}
      maxWidth="md"
    >
      {banks.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('receipts.noAccount')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
              required
              autoFocus={!initialCustomer}
            />
          )}
        />
        <FormNumberField
          control={control}
          name="amount"
          label={t('common.amount')}
          required
          slotProps={MONEY_SLOTS}
        />
        <PaymentMethodFields
          control={control}
          names={{ method: 'paymentMethod', reference: 'reference', bankAccountId: 'bankAccountId' }}
          accountLabel={t('receipts.paidInto')}
          banks={banks.data}
        />
        <FormDateField control={control} name="date" label={t('receipts.receiptDate')} />
        {customer.data?.withholdingVatAgent && <WithholdingVatFields control={control} />}
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {customerId ? (
            <ReceiptAllocations
              control={control}
              setValue={setValue}
              errors={formState.errors}
              invoices={openInvoices.data}
            />
          ) : (
            <Alert severity="info">{t('receipts.chooseCustomer')}</Alert>
          )}
        </Box>
        <FormTextField
          control={control}
          name="notes"
          label={t('common.notes')}
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
    </FormDialog>
  );
}
