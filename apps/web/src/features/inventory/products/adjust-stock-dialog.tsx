import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import type { ProductOption } from '@tawi/contracts';
import { stockAdjustment } from '@tawi/contracts';
import { Money, todayIn } from '@tawi/domain';
import { useWatch } from 'react-hook-form';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
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
  const { form, dialog } = useDialogForm({
    schema: adjustForm,
    defaultValues: {
      quantity: undefined,
      unitCost: undefined,
      reason: '',
      date: todayIn(me.company.timeZone),
    },
    serverFields: FIELDS,
    onClose,
    save: async (values) => {
      const body = {
        ...values,
        unitCost: values.quantity > 0 ? values.unitCost : undefined,
        branchId: activeBranch?.id,
      };
      const saved = await adjust.mutateAsync({ id: product.id, body });
      return t('adjust.done', {
        name: saved.name,
        quantity: formatQtyWithUnit(saved.currentStock, saved.unit),
      });
    },
  });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const after = stockAfter(product.currentStock, quantity);
  const increase = typeof quantity === 'number' && quantity > 0;
  const holding = {
    branch: activeBranch?.name ?? t('branch.thisAtStart'),
    quantity: formatQtyWithUnit(product.currentStock, product.unit),
  };

  return (
    <FormDialog {...dialog} {...titleAndSubmit(t, 'adjust', { name: product.name })}>
      <Alert severity={after !== undefined && after < 0 ? 'warning' : 'info'} sx={{ mb: 2.5 }}>
        {after === undefined
          ? t('branch.holds', holding)
          : t('branch.holdsAfter', { ...holding, after: formatQtyWithUnit(after, product.unit) })}
      </Alert>
      <FormFieldGrid
        columns="1fr 1fr"
        control={form.control}
        fields={[
          {
            kind: 'number',
            name: 'quantity',
            label: t('adjust.quantity'),
            required: true,
            autoFocus: true,
            helperText: t('adjust.quantityHelp'),
            slotProps: {
              input: { endAdornment: <InputAdornment position="end">{product.unit}</InputAdornment> },
              htmlInput: { step: 'any', inputMode: 'decimal' },
            },
          },
          {
            kind: 'number',
            name: 'unitCost',
            label: t('adjust.unitCost'),
            disabled: !increase,
            helperText: increase ? t('adjust.unitCostIncrease') : t('adjust.unitCostDecrease'),
            slotProps: {
              input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
              htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
            },
          },
          {
            name: 'reason',
            label: t('adjust.reason'),
            required: true,
            placeholder: t('adjust.reasonPlaceholder'),
          },
          { kind: 'date', name: 'date', label: t('adjust.date') },
        ]}
      />
    </FormDialog>
  );
}
