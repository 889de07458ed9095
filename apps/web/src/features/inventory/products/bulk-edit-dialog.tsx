import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { TAX_OPTIONS } from '../inventory-format';
import { BULK_EDIT_FIELDS, bulkEditForm, bulkEditValues, type PriceMode } from './bulk-edit-form';
import { CategoryField } from './category-field';
import { useBulkUpdateProducts, useProductCategories } from './products-api';

const PRICE_MODE_LABELS: Record<PriceMode, string> = {
  keep: 'Keep prices',
  set: 'New price',
  percent: 'Change by %',
};
const UNCHANGED_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface BulkEditDialogProps {
  ids: string[];
  onClose: (updated: boolean) => void;
}

/** Changes the category, price, minimum stock or tax category of the selected products at once. */
export function BulkEditDialog({ ids, onClose }: BulkEditDialogProps) {
  const { activeBranch } = useSession();
  const bulk = useBulkUpdateProducts();
  const categories = useProductCategories();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(bulkEditForm),
    defaultValues: bulkEditValues(ids),
  });
  const { formError, attempt } = useServerErrors(setError, BULK_EDIT_FIELDS);
  const priceMode = useWatch({ control, name: 'priceMode' });
  const n = ids.length;

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const { updated } = await bulk.mutateAsync({ ...body, branchId: activeBranch?.id });
      toast.success(`${updated} ${updated === 1 ? 'product' : 'products'} updated`);
      onClose(true);
    }),
  );

  return (
    <FormDialog
      title={`Edit ${n} ${n === 1 ? 'product' : 'products'}`}
      onSubmit={submit}
      onClose={() => onClose(false)}
      submitting={formState.isSubmitting}
      submitLabel="Apply changes"
      error={formError ?? formState.errors.ids?.message}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Fill in only what should change; blank fields stay as they are.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CategoryField
          control={control}
          name="category"
          label="New category"
          categories={categories.data ?? []}
        />
        <FormTextField
          control={control}
          name="taxCategory"
          label="Tax category"
          select
          slotProps={UNCHANGED_SLOTS}
        >
          <MenuItem value="">Unchanged</MenuItem>
          {TAX_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormLabel id="bulk-price-mode">Selling price</FormLabel>
          <Controller
            control={control}
            name="priceMode"
            render={({ field }) => (
              <RadioGroup row aria-labelledby="bulk-price-mode" {...field}>
                {(Object.keys(PRICE_MODE_LABELS) as PriceMode[]).map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio />}
                    label={PRICE_MODE_LABELS[mode]}
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
            label="New selling price"
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
            label="Price change"
            helperText="10 raises prices by 10%, -5 lowers them by 5%"
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              htmlInput: { step: 'any', inputMode: 'decimal' },
            }}
          />
        )}
        <FormNumberField
          control={control}
          name="minimumStock"
          label="Minimum stock"
          helperText={`Reorder level in ${activeBranch?.name ?? 'this branch'}`}
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
          sx={{ gridColumn: { sm: 1 } }}
        />
      </Box>
    </FormDialog>
  );
}
