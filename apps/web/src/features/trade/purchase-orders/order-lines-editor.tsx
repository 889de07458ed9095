import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { MONEY_SLOTS, QTY_SLOTS } from '../../../shared/documents/input-slots';
import {
  FULL_ON_PHONE,
  type LineColumns,
  LineHeader,
  LineRow,
  PHONE_LINE_COLUMNS,
  TWO_ON_PHONE,
} from '../../../shared/documents/line-row';
import { TaxSelect } from '../../../shared/documents/tax-select';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { SkuPicker } from '../../inventory/transfers/sku-picker';
import { useTradeText } from '../use-trade-text';
import {
  blankOrderLine,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormValues,
} from './purchase-order-form';

export interface OrderLinesEditorProps {
  control: Control<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>;
  setValue: UseFormSetValue<PurchaseOrderFormInput>;
  errors: FieldErrors<PurchaseOrderFormInput>;
}

const COLUMNS: LineColumns = { xs: PHONE_LINE_COLUMNS, md: 'minmax(240px, 2fr) 110px 160px 160px 40px' };

/** The items of an order: a product found by SKU or name, the quantity, the price and its tax category. */
export function OrderLinesEditor({ control, setValue, errors }: OrderLinesEditorProps) {
  const { t } = useTradeText();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <LineHeader
        columns={COLUMNS}
        titles={[t('common.product'), t('orders.lines.quantity'), t('common.unitPrice'), t('common.tax'), '']}
      />
      {fields.map((field, index) => (
        <LineRow key={field.id} label={t('orders.lines.item', { n: index + 1 })} columns={COLUMNS}>
          <Box sx={FULL_ON_PHONE}>
            <Controller
              control={control}
              name={`items.${index}.itemId`}
              render={({ field: f, fieldState }) => (
                <SkuPicker
                  label={t('common.product')}
                  value={f.value}
                  onChange={(sku, product) => {
                    // a new product line starts at what it last cost and its own tax category
                    if (product) {
                      const check = { shouldValidate: true };
                      if (product.costPrice !== undefined && product.costPrice > 0)
                        setValue(`items.${index}.unitPrice`, product.costPrice, check);
                      setValue(`items.${index}.taxCategory`, product.taxCategory, check);
                    }
                    f.onChange(sku);
                  }}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  error={fieldState.error?.message}
                  exclude={items.filter((_, i) => i !== index).map((i) => i.itemId)}
                />
              )}
            />
          </Box>
          <FormNumberField
            control={control}
            name={`items.${index}.qty`}
            label={t('orders.lines.quantity')}
            size="small"
            slotProps={QTY_SLOTS}
          />
          <FormNumberField
            control={control}
            name={`items.${index}.unitPrice`}
            label={t('common.unitPrice')}
            size="small"
            slotProps={MONEY_SLOTS}
            sx={TWO_ON_PHONE}
          />
          <TaxSelect control={control} name={`items.${index}.taxCategory`} sx={TWO_ON_PHONE} />
          <Box>
            <IconButton
              aria-label={t('orders.lines.removeItem', { n: index + 1 })}
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        </LineRow>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append(blankOrderLine())}>
          {t('orders.lines.addItem')}
        </Button>
      </Box>
    </Box>
  );
}
