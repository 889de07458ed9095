import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { SupplierPayment } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { PAYMENT_METHOD_OPTIONS } from '../../../shared/documents/payment-labels';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { bankAccountLabel, useBankAccountOptions } from '../../banking/bank-accounts-api';
import { useOpenBills } from '../bills/bills-api';
import { SupplierField } from '../supplier-field';
import { useTradeText } from '../use-trade-text';
import { PaymentAllocations } from './payment-allocations';
import {
  allocatedTotal,
  allocationsFor,
  PAYMENT_FIELDS,
  type PaymentFormInput,
  type PaymentFormValues,
  paymentFormValues,
  paymentResolver,
} from './payment-form';
import { useCreatePayment } from './payments-api';

export interface PaymentDialogProps {
  /** Start with this supplier chosen (a supplier's or a bill's page). */
  supplierId?: string;
  /** Start with this bill paid in full (the bill's page). */
  billId?: string;
  onClose: () => void;
  onCreated?: (payment: SupplierPayment) => void;
}

/** Pay a supplier: the amount, how and from where, and which bills it settles. Mount only while open. */
export function PaymentDialog({
  supplierId: initialSupplier = '',
  billId,
  onClose,
  onCreated,
}: PaymentDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useTradeText();
  const create = useCreatePayment();
  const banks = useBankAccountOptions(activeBranch?.id);
  const { control, handleSubmit, setError, setValue, trigger, formState } = useForm<
    PaymentFormInput,
    unknown,
    PaymentFormValues
  >({
    resolver: useMemo(() => paymentResolver(t), [t]),
    defaultValues: paymentFormValues(initialSupplier, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, PAYMENT_FIELDS);
  const supplierId = useWatch({ control, name: 'supplierId' });
  const method = useWatch({ control, name: 'paymentMethod' });
  const openBills = useOpenBills(supplierId);
  const amount = useWatch({ control, name: 'amount' });
  const allocated = allocatedTotal(useWatch({ control, name: 'bills' })).toFixed();
  const { isSubmitted } = formState;

  // "must add up to the amount" is a rule over the whole list: check it again when either side changes
  useEffect(() => {
    if (isSubmitted && (amount !== undefined || allocated)) void trigger('bills');
  }, [isSubmitted, amount, allocated, trigger]);

  useEffect(() => {
    const allocations = allocationsFor(openBills.data ?? [], billId);
    setValue('bills', allocations);
    const full = allocations.find((a) => a.amount !== undefined);
    if (full) setValue('amount', full.amount);
  }, [openBills.data, billId, setValue]);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await create.mutateAsync(body);
      toast.success(t('payments.dialog.recorded', { number: saved.paymentNo }));
      onCreated?.(saved);
      onClose();
    }),
  );
  const mpesa = method === 'mpesa';

  return (
    <FormDialog
      title={t('payments.dialog.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('payments.dialog.submit')}
      error={formError}
      maxWidth="md"
    >
      {banks.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('payments.dialog.noAccount')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
              autoFocus={!initialSupplier}
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
        {me.company.withholdingVatAgent && (
          <FormNumberField
            control={control}
            name="vatWithheld"
            label={t('payments.dialog.vatWithheld')}
            helperText={t('payments.dialog.vatWithheldHelp')}
            slotProps={MONEY_SLOTS}
          />
        )}
        <FormTextField
          control={control}
          name="paymentMethod"
          label={t('payments.fields.method')}
          select
          required
        >
          {PAYMENT_METHOD_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="reference"
          label={mpesa ? t('payments.dialog.mpesaCode') : t('payments.fields.reference')}
          required={mpesa}
          placeholder={mpesa ? 'QGH7K2L9XM' : t('payments.dialog.referencePlaceholder')}
          helperText={mpesa ? t('payments.dialog.mpesaHelp') : undefined}
        />
        <FormTextField
          control={control}
          name="bankAccountId"
          label={t('payments.fields.paidFrom')}
          select
          required
        >
          {(banks.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {bankAccountLabel(b)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField control={control} name="paymentDate" label={t('payments.dialog.paymentDate')} />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {supplierId ? (
            <PaymentAllocations
              control={control}
              setValue={setValue}
              errors={formState.errors}
              bills={openBills.data}
            />
          ) : (
            <Alert severity="info">{t('payments.dialog.chooseSupplier')}</Alert>
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
