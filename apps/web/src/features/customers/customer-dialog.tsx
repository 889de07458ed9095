import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { CustomerOption } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../shared/documents/input-slots';
import { PAYMENT_TERM_OPTIONS } from '../../shared/documents/payment-labels';
import { FormNumberField } from '../../shared/form/form-number-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormSwitch } from '../../shared/form/form-switch';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
import { FormDialog } from '../../shared/form-dialog';
import {
  CUSTOMER_FIELDS,
  type CustomerFormInput,
  type CustomerFormValues,
  customerForm,
  customerFormValues,
} from './customer-form';
import { useSaveCustomer } from './customers-api';
import { useCustomersText } from './use-customers-text';

const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

/** Add or edit a customer. Mount only while open. */
export function CustomerDialog({
  customer,
  onClose,
}: {
  customer: CustomerOption | undefined;
  onClose: () => void;
}) {
  const { t } = useCustomersText();
  const save = useSaveCustomer();
  const { control, handleSubmit, setError, formState } = useForm<
    CustomerFormInput,
    unknown,
    CustomerFormValues
  >({ resolver: formResolver(customerForm), defaultValues: customerFormValues(customer) });
  const { formError, attempt } = useServerErrors(setError, CUSTOMER_FIELDS);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync({ id: customer?.id, body: values });
      toast.success(t(customer ? 'dialog.updated' : 'dialog.added', { name: saved.name }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={customer ? t('dialog.editTitle', { name: customer.name }) : t('dialog.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={customer ? t('dialog.save') : t('dialog.add')}
      error={formError}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label={t('fields.name')}
          required
          autoFocus
          placeholder="Kilimani Grocers"
          sx={FULL_ROW}
        />
        <FormTextField control={control} name="contactName" label={t('fields.contactPerson')} />
        <FormTextField control={control} name="paymentTerms" label={t('fields.paymentTerms')} select required>
          {PAYMENT_TERM_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="phone"
          label={t('fields.phone')}
          type="tel"
          placeholder="+254 712 345 678"
          helperText={t('fields.phoneHelp')}
        />
        <FormTextField control={control} name="email" label={t('fields.email')} type="email" />
        <FormTextField
          control={control}
          name="kraPin"
          label={t('fields.kraPin')}
          placeholder="P051234567X"
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <FormNumberField
          control={control}
          name="creditLimit"
          label={t('fields.creditLimit')}
          slotProps={MONEY_SLOTS}
        />
        <FormSwitch
          control={control}
          name="withholdingVatAgent"
          label={t('fields.withholdingVatAgent')}
          helperText={t('fields.withholdingVatAgentHelp')}
        />
        <FormSwitch
          control={control}
          name="isActive"
          label={t('fields.active')}
          helperText={t('fields.activeHelp')}
        />
        <FormTextField
          control={control}
          name="address"
          label={t('fields.address')}
          multiline
          minRows={2}
          sx={FULL_ROW}
        />
        <FormTextField
          control={control}
          name="notes"
          label={t('fields.notes')}
          multiline
          minRows={2}
          sx={FULL_ROW}
        />
      </Box>
    </FormDialog>
  );
}
