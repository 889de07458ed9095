import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { taxOptions } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { BULK_EDIT_FIELDS, bulkEditForm, bulkEditValues, PRICE_MODES } from './bulk-edit-form';
import { CategoryField } from './category-field';
import { useBulkUpdateProducts, useProductCategories } from './products-api';

const UNCHANGED_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface BulkEditDialogProps {
  ids: string[];
  onClose: (updated: boolean) => void;
}

/** Changes the category, price, minimum stock or tax category of the selected products at once. */
export function BulkEditDialog({ ids, onClose }: BulkEditDialogProps) {
  const { activeBranch } = useSession();
  const { t } = useInventoryText();
  const schema = useMemo(() => bulkEditForm(t), [t]);
  const bulk = useBulkUpdateProducts();
  const categories = useProductCategories();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(schema),
    defaultValues: bulkEditValues(ids),
  });
  const { formError, attempt } = useServerErrors(setError, BULK_EDIT_FIELDS);
  const priceMode = useWatch({ control, name: 'priceMode' });

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const { updated } = await bulk.mutateAsync({ ...body, branchId: activeBranch?.id });
      toast.success(t('bulkEdit.done', { count: updated }));
      onClose(true);
    }),
  );

  return (
    <FormDialog
      title={t('bulkEdit.title', { count: ids.length })}
      onSubmit={submit}
      onClose={() => onClose(false)}
      submitting={formState.isSubmitting}
      submitLabel={t('bulkEdit.apply')}
      error={formError ?? formState.errors.ids?.message}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('bulkEdit.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CategoryField
          control={control}
          name="category"
          label={t('bulkEdit.newCategory')}
          categories={categories.data ?? []}
        />
        <FormTextField
          control={control}
          name="taxCategory"
          label={t('bulkEdit.taxCategory')}
          select
          slotProps={UNCHANGED_SLOTS}
        >
          <MenuItem value="">{t('bulkEdit.unchanged')}</MenuItem>
          {taxOptions(t).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormLabel id="bulk-price-mode">{t('bulkEdit.sellingPrice')}</FormLabel>
          <Controller
            control={control}
            name="priceMode"
            render={({ field }) => (
              <RadioGroup row aria-labelledby="bulk-price-mode" {...field}>
                {PRICE_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio />}
                    label={t(`bulkEdit.priceModes.${mode}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </Box>
        {priceMode === 'set' && (
          <FormNumberField
            control={control}
            name="sellingPrice"
            label={t('bulkEdit.newSellingPrice')}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
              htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
            }}
          />
        )}
        {priceMode === 'percent' && (
          <FormNumberField
            control={control}
            name="priceChangePercent"
            label={t('bulkEdit.priceChange')}
            helperText={t('bulkEdit.priceChangeHelp')}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              htmlInput: { step: 'any', inputMode: 'decimal' },
            }}
          />
        )}
        <FormNumberField
          control={control}
          name="minimumStock"
          label={t('bulkEdit.minimumStock')}
          helperText={t('branch.reorderLevel', { branch: activeBranch?.name ?? t('branch.this') })}
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
          sx={{ gridColumn: { sm: 1 } }}
        />
      </Box>
    </FormDialog>
  );
}
