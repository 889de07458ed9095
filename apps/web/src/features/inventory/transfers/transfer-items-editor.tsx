import Box from '@mui/material/Box';
import type { ProductOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type Control, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { LinesFrame, RemoveLineButton } from '../../../shared/documents/line-row';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormPicker } from '../../../shared/form/form-picker';
import { formatQtyWithUnit } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { SkuPicker } from './sku-picker';
import { blankItem, type TransferFormInput, type TransferFormValues } from './transfer-form';

export interface TransferItemsEditorProps {
  control: Control<TransferFormInput, unknown, TransferFormValues>;
  errors: FieldErrors<TransferFormInput>;
}

const QTY_INPUT = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' as const } };

/** A warning (not an error: nothing is reserved until dispatch) when more is asked than is held. */
function qtyHint(
  product: ProductOption | undefined,
  qty: number | undefined,
  t: TFunction<'inventory'>,
): string | undefined {
  if (!product || qty === undefined || qty <= product.currentStock) return undefined;
  return t('transferDialog.items.moreThanHeld', {
    quantity: formatQtyWithUnit(product.currentStock, product.unit),
  });
}

/** The items of a transfer: an SKU and a quantity per row. */
export function TransferItemsEditor({ control, errors }: TransferItemsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { t } = useInventoryText();
  const items = useWatch({ control, name: 'items' });
  const [picked, setPicked] = useState<Record<string, ProductOption>>({});
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <LinesFrame error={listError} addLabel={t('transferDialog.items.add')} onAdd={() => append(blankItem())}>
      {fields.map((field, index) => {
        const product = picked[field.id];
        const others = items.filter((_, i) => i !== index).map((i) => i.sku);
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={t('transferDialog.items.item', { n: index + 1 })}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 150px auto' },
              gap: 1.5,
              alignItems: 'start',
              p: { xs: 1.5, sm: 0 },
              borderWidth: 1,
              borderStyle: { xs: 'solid', sm: 'none' },
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <FormPicker control={control} name={`items.${index}.sku`}>
                {(bound) => (
                  <SkuPicker
                    {...bound}
                    onChange={(sku, p) => {
                      bound.onChange(sku);
                      setPicked(({ [field.id]: _old, ...rest }) => (p ? { ...rest, [field.id]: p } : rest));
                    }}
                    exclude={others}
                  />
                )}
              </FormPicker>
            </Box>
            <FormNumberField
              control={control}
              name={`items.${index}.qty`}
              label={t('transferDialog.items.quantity')}
              size="small"
              slotProps={QTY_INPUT}
              helperText={qtyHint(product, items[index]?.qty, t)}
            />
            <RemoveLineButton
              label={t('transferDialog.items.removeItem', { n: index + 1 })}
              onRemove={() => remove(index)}
              disabled={fields.length <= 1}
            />
          </Box>
        );
      })}
    </LinesFrame>
  );
}
