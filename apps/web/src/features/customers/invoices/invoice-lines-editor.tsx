import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { lineFigures } from '../../../shared/documents/draft-figures';
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
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { formatKes } from '../../../shared/format';
import { SkuPicker } from '../../inventory/transfers/sku-picker';
import { useSalesText } from '../use-sales-text';
import { blankInvoiceLine, type InvoiceFormInput, type InvoiceFormValues } from './invoice-form';

export interface InvoiceLinesEditorProps {
  control: Control<InvoiceFormInput, unknown, InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormInput>;
  errors: FieldErrors<InvoiceFormInput>;
  /** False: the company is not VAT-registered on the document's date, lines show no VAT. */
  chargesVat?: boolean;
}

const COLUMNS: LineColumns = {
  xs: PHONE_LINE_COLUMNS,
  md: 'minmax(140px, 1fr) minmax(140px, 1fr) 72px 120px 100px 150px 130px 110px 40px',
};

/** The figures of one line as typed: its VAT and total, read out as they change. */
function LineTotal({
  control,
  index,
  chargesVat,
}: {
  control: InvoiceLinesEditorProps['control'];
  index: number;
  chargesVat: boolean;
}) {
  const { t } = useSalesText();
  const line = useWatch({ control, name: `lines.${index}` });
  const figures = lineFigures(line ?? {}, chargesVat);
  return (
    <Box
      aria-label={t('invoices.lines.lineTotalOf', { number: index + 1 })}
      aria-live="polite"
      sx={{ textAlign: 'right', pt: 0.5 }}
    >
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {figures ? formatKes(figures.lineTotal) : '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('invoices.lines.lineVat', { amount: figures ? formatKes(figures.taxAmount) : '—' })}
      </Typography>
    </Box>
  );
}

/** The lines of an invoice: a product found by SKU or name, or free text for a service. */
export function InvoiceLinesEditor({
  control,
  setValue,
  errors,
  chargesVat = true,
}: InvoiceLinesEditorProps) {
  const { t } = useSalesText();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <LineHeader
        columns={COLUMNS}
        titles={[
          t('invoices.lines.product'),
          t('common.description'),
          t('common.qty'),
          t('common.unitPrice'),
          t('common.discount'),
          t('common.tax'),
          t('invoices.lines.inclVatTitle'),
          t('invoices.lines.lineTotal'),
          '',
        ]}
      />
      {fields.map((field, index) => (
        <LineRow key={field.id} label={t('invoices.lines.line', { number: index + 1 })} columns={COLUMNS}>
          <Box sx={FULL_ON_PHONE}>
            <Controller
              control={control}
              name={`lines.${index}.productSku`}
              render={({ field: f, fieldState }) => (
                <SkuPicker
                  label={t('invoices.lines.product')}
                  value={f.value}
                  onChange={(sku, product) => {
                    const check = { shouldValidate: true };
                    setValue(`lines.${index}.productId`, product?.id ?? '');
                    if (product) {
                      // a product line starts at its selling price, name and tax category
                      setValue(`lines.${index}.description`, product.name, check);
                      setValue(`lines.${index}.unitPrice`, product.sellingPrice, check);
                      setValue(`lines.${index}.taxCategory`, product.taxCategory, check);
                      // a shelf price includes VAT: 230 charges 230 (198.28 + 31.72)
                      setValue(`lines.${index}.priceIncludesTax`, product.sellingPriceIncludesTax === true);
                    }
                    f.onChange(sku);
                  }}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
          <FormTextField
            control={control}
            name={`lines.${index}.description`}
            label={t('common.description')}
            size="small"
            sx={FULL_ON_PHONE}
          />
          <FormNumberField
            control={control}
            name={`lines.${index}.qty`}
            label={t('common.qty')}
            size="small"
            slotProps={QTY_SLOTS}
          />
          <FormNumberField
            control={control}
            name={`lines.${index}.unitPrice`}
            label={t('common.unitPrice')}
            size="small"
            slotProps={MONEY_SLOTS}
            sx={TWO_ON_PHONE}
          />
          <FormNumberField
            control={control}
            name={`lines.${index}.discount`}
            label={t('common.discount')}
            size="small"
            slotProps={{ htmlInput: MONEY_SLOTS.htmlInput }}
          />
          <TaxSelect control={control} name={`lines.${index}.taxCategory`} sx={TWO_ON_PHONE} />
          <Box sx={TWO_ON_PHONE}>
            <FormSwitch
              control={control}
              name={`lines.${index}.priceIncludesTax`}
              label={t('invoices.lines.inclVat')}
            />
          </Box>
          <Box sx={TWO_ON_PHONE}>
            <LineTotal control={control} index={index} chargesVat={chargesVat} />
          </Box>
          <Box>
            <IconButton
              aria-label={t('invoices.lines.removeLine', { number: index + 1 })}
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
        <Button startIcon={<AddIcon />} onClick={() => append(blankInvoiceLine())}>
          {t('invoices.lines.addLine')}
        </Button>
      </Box>
    </Box>
  );
}
