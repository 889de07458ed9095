import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ALL_OPTION_SLOTS, MONEY_SLOTS, QTY_SLOTS } from '../../../shared/documents/input-slots';
import { FieldGrid, FULL_ROW } from '../../../shared/form/field-grid';
import { FormFields } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { taxOptions } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { BULK_EDIT_FIELDS, bulkEditForm, bulkEditValues, PRICE_MODES } from './bulk-edit-form';
import { CategoryField } from './category-field';
import { useBulkUpdateProducts, useProductCategories } from './products-api';

const PERCENT_SLOTS = {
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
  htmlInput: { step: 'any', inputMode: 'decimal' as const },
};

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
  const { form, dialog } = useDialogForm({
    schema,
    defaultValues: bulkEditValues(ids),
    serverFields: BULK_EDIT_FIELDS,
    onClose: () => onClose(true),
    save: async (body) => {
      const { updated } = await bulk.mutateAsync({ ...body, branchId: activeBranch?.id });
      return t('bulkEdit.done', { count: updated });
    },
  });
  const { control, formState } = form;
  const priceMode = useWatch({ control, name: 'priceMode' });

  return (
    <FormDialog
      {...dialog}
      onClose={() => onClose(false)}
      title={t('bulkEdit.title', { count: ids.length })}
      submitLabel={t('bulkEdit.apply')}
      error={dialog.error ?? formState.errors.ids?.message}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('bulkEdit.intro')}
      </Typography>
      <FieldGrid columns="1fr 1fr">
        <CategoryField
          control={control}
          name="category"
          label={t('bulkEdit.newCategory')}
          categories={categories.data ?? []}
        />
        <FormFields
          control={control}
          fields={[
            {
              name: 'taxCategory',
              label: t('bulkEdit.taxCategory'),
              options: [{ value: '', label: t('bulkEdit.unchanged') }, ...taxOptions(t)],
              slotProps: ALL_OPTION_SLOTS,
            },
          ]}
        />
        <Box sx={FULL_ROW}>
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
        <FormFields
          control={control}
          fields={[
            priceMode === 'set' && {
              kind: 'number',
              name: 'sellingPrice',
              label: t('bulkEdit.newSellingPrice'),
              slotProps: MONEY_SLOTS,
            },
            priceMode === 'percent' && {
              kind: 'number',
              name: 'priceChangePercent',
              label: t('bulkEdit.priceChange'),
              helperText: t('bulkEdit.priceChangeHelp'),
              slotProps: PERCENT_SLOTS,
            },
            {
              kind: 'number',
              name: 'minimumStock',
              label: t('bulkEdit.minimumStock'),
              helperText: t('branch.reorderLevel', { branch: activeBranch?.name ?? t('branch.this') }),
              slotProps: QTY_SLOTS,
              sx: { gridColumn: { sm: 1 } },
            },
          ]}
        />
      </FieldGrid>
    </FormDialog>
  );
}
