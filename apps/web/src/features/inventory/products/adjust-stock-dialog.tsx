import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { ProductOption } from '@tawi/contracts';
import { stockAdjustment } from '@tawi/contracts';
import { Money, todayIn } from '@tawi/domain';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { formatQtyWithUnit } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { useAdjustStock } from './products-api';

const adjustForm = stockAdjustment.omit({ branchId: true });
const FIELDS = ['quantity', 'unitCost', 'reason', 'date'] as const;

/** The stock after a change, exactly (quantities have up to 3 decimals). */
function stockAfter(current: number, change: unknown): number | undefined {
  if (typeof change !== 'number' || !Number.isFinite(change) || change === 0) return undefined;
  return Number(Money.of(current).plus(change).toFixed(3));
}

/** Adds found or received units, or writes off lost or damaged ones, in the active branch. */
export function AdjustStockDialog({ product, onClose }: { product: ProductOption; onClose: () => void }) {
  const { me, activeBranch } = useSession();
  const { t } = useInventoryText();
  const adjust = useAdjustStock();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(adjustForm),
    defaultValues: {
      quantity: undefined,
      unitCost: undefined,
      reason: '',
      date: todayIn(me.company.timeZone),
    },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);
  const quantity = useWatch({ control, name: 'quantity' });
  const after = stockAfter(product.currentStock, quantity);
  const increase = typeof quantity === 'number' && quantity > 0;
  const holding = {
    branch: activeBranch?.name ?? t('branch.thisAtStart'),
    quantity: formatQtyWithUnit(product.currentStock, product.unit),
  };

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body = {
        ...values,
        unitCost: increase ? values.unitCost : undefined,
        branchId: activeBranch?.id,
      };
      const saved = await adjust.mutateAsync({ id: product.id, body });
      toast.success(
        t('adjust.done', { name: saved.name, quantity: formatQtyWithUnit(saved.currentStock, saved.unit) }),
      );
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('adjust.title', { name: product.name })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('adjust.submit')}
      error={formError}
    >
      <Alert severity={after !== undefined && after < 0 ? 'warning' : 'info'} sx={{ mb: 2.5 }}>
        {after === undefined
          ? t('branch.holds', holding)
          : t('branch.holdsAfter', { ...holding, after: formatQtyWithUnit(after, product.unit) })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="quantity"
          label={t('adjust.quantity')}
          required
          autoFocus
          helperText={t('adjust.quantityHelp')}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">{product.unit}</InputAdornment> },
            htmlInput: { step: 'any', inputMode: 'decimal' },
          }}
        />
        <FormNumberField
          control={control}
          name="unitCost"
          label={t('adjust.unitCost')}
          disabled={!increase}
          helperText={increase ? t('adjust.unitCostIncrease') : t('adjust.unitCostDecrease')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
            htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
          }}
        />
        <FormTextField
          control={control}
          name="reason"
          label={t('adjust.reason')}
          required
          placeholder={t('adjust.reasonPlaceholder')}
        />
        <FormDateField control={control} name="date" label={t('adjust.date')} />
      </Box>
    </FormDialog>
  );
}
