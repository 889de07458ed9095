import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import type { AccountOption } from '@tawi/contracts';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
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
import { AccountPicker } from '../../ledger/accounts/account-picker';
import { useTradeText } from '../use-trade-text';
import { type BillFormInput, type BillFormValues, blankBillLine } from './bill-form';

export interface BillLinesEditorProps {
  control: Control<BillFormInput, unknown, BillFormValues>;
  errors: FieldErrors<BillFormInput>;
  accounts: readonly AccountOption[];
}

const COLUMNS: LineColumns = {
  xs: PHONE_LINE_COLUMNS,
  md: 'minmax(160px, 1.3fr) minmax(200px, 1.5fr) 80px 150px 140px 120px 40px',
};

/** The lines of a bill for services or expenses: what, which account, how much, and its VAT. */
export function BillLinesEditor({ control, errors, accounts }: BillLinesEditorProps) {
  const { t } = useTradeText();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const titles = [
    t('common.description'),
    t('bills.lines.expenseAccount'),
    t('common.qty'),
    t('common.unitPrice'),
    t('common.tax'),
    t('bills.lines.price'),
    '',
  ];
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <LineHeader columns={COLUMNS} titles={titles} />
      {fields.map((field, index) => (
        <LineRow key={field.id} label={t('bills.lines.line', { n: index + 1 })} columns={COLUMNS}>
          <FormTextField
            control={control}
            name={`lines.${index}.description`}
            label={t('common.description')}
            size="small"
            sx={FULL_ON_PHONE}
          />
          <Box sx={FULL_ON_PHONE}>
            <Controller
              control={control}
              name={`lines.${index}.accountId`}
              render={({ field: f, fieldState }) => (
                <AccountPicker
                  accounts={accounts}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  label={t('bills.lines.expenseAccount')}
                  size="small"
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
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
          <TaxSelect control={control} name={`lines.${index}.taxCategory`} sx={TWO_ON_PHONE} />
          <Box sx={FULL_ON_PHONE}>
            <FormSwitch
              control={control}
              name={`lines.${index}.priceIncludesTax`}
              label={t('bills.lines.inclVat')}
            />
          </Box>
          <Box>
            <IconButton
              aria-label={t('bills.lines.removeLine', { n: index + 1 })}
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
        <Button startIcon={<AddIcon />} onClick={() => append(blankBillLine())}>
          {t('bills.lines.addLine')}
        </Button>
      </Box>
    </Box>
  );
}
