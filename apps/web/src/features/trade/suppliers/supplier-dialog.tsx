import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { SupplierOption } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PAYMENT_TERM_OPTIONS } from '../../../shared/documents/payment-labels';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useTradeText } from '../use-trade-text';
import {
  SUPPLIER_FIELDS,
  type SupplierFormInput,
  type SupplierFormValues,
  supplierForm,
  supplierFormValues,
} from './supplier-form';
import { useSaveSupplier } from './suppliers-api';

export interface SupplierDialogProps {
  /** The supplier to edit; none to add one. */
  supplier: SupplierOption | undefined;
  onClose: () => void;
  onSaved?: (supplier: SupplierOption) => void;
}

const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

/** Add or edit a supplier. Mount only while open. */
export function SupplierDialog({ supplier, onClose, onSaved }: SupplierDialogProps) {
  const { t } = useTradeText();
  const save = useSaveSupplier();
  const { control, handleSubmit, setError, formState } = useForm<
    SupplierFormInput,
    unknown,
    SupplierFormValues
  >({
    resolver: formResolver(supplierForm),
    defaultValues: supplierFormValues(supplier),
  });
  const { formError, attempt } = useServerErrors(setError, SUPPLIER_FIELDS);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const saved = await save.mutateAsync({ id: supplier?.id, body: values });
      toast.success(
        supplier
          ? t('suppliers.dialog.updated', { name: saved.name })
          : t('suppliers.dialog.added', { name: saved.name }),
      );
      onSaved?.(saved);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={
        supplier ? t('suppliers.dialog.editTitle', { name: supplier.name }) : t('suppliers.dialog.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={supplier ? t('suppliers.dialog.save') : t('suppliers.dialog.add')}
      error={formError}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label={t('suppliers.dialog.name')}
          required
          autoFocus
          placeholder="Mombasa Millers Ltd"
          sx={FULL_ROW}
        />
        <FormTextField control={control} name="contactName" label={t('suppliers.dialog.contactPerson')} />
        <FormTextField
          control={control}
          name="paymentTerms"
          label={t('suppliers.dialog.paymentTerms')}
          select
          required
        >
          {PAYMENT_TERM_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="phone"
          label={t('suppliers.dialog.phone')}
          type="tel"
          placeholder="+254 712 345 678"
          helperText={t('suppliers.dialog.phoneHelp')}
        />
        <FormTextField control={control} name="email" label={t('suppliers.dialog.email')} type="email" />
        <FormTextField
          control={control}
          name="kraPin"
          label={t('suppliers.dialog.kraPin')}
          placeholder="P051234567X"
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <FormSwitch
          control={control}
          name="isActive"
          label={t('suppliers.dialog.active')}
          helperText={t('suppliers.dialog.activeHelp')}
        />
        <FormTextField
          control={control}
          name="address"
          label={t('suppliers.dialog.address')}
          multiline
          minRows={2}
          sx={FULL_ROW}
        />
        <FormTextField
          control={control}
          name="notes"
          label={t('common.notes')}
          multiline
          minRows={2}
          sx={FULL_ROW}
        />
      </Box>
    </FormDialog>
  );
}
