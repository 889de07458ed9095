import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { AccountOption } from '@tawi/contracts';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { AccountPicker } from '../accounts/account-picker';
import { useLedgerText } from '../use-ledger-text';
import { blankLine, type JournalFormInput, type JournalFormValues } from './journal-form';

export interface JournalLinesEditorProps {
  control: Control<JournalFormInput, unknown, JournalFormValues>;
  errors: FieldErrors<JournalFormInput>;
  accounts: readonly AccountOption[];
}

/** Account (2fr), description (1.5fr), debit, credit, remove; one card per line on a phone. */
const COLUMNS = { xs: '1fr 1fr auto', md: 'minmax(220px, 2fr) minmax(140px, 1.5fr) 150px 150px 40px' };
const AMOUNT_INPUT = { htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' as const } };

function HeaderRow() {
  const { t } = useLedgerText();
  const headers = [
    t('journalDialog.lines.account'),
    t('journalDialog.lines.description'),
    t('journalDialog.lines.debitKes'),
    t('journalDialog.lines.creditKes'),
    '',
  ];
  return (
    <Box
      aria-hidden
      sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: COLUMNS.md, gap: 1.5, px: 0.5 }}
    >
      {headers.map((h) => (
        <Typography key={h} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {h}
        </Typography>
      ))}
    </Box>
  );
}

/** The lines of a journal entry: add, remove, one side per line. */
export function JournalLinesEditor({ control, errors, accounts }: JournalLinesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { t } = useLedgerText();
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <HeaderRow />
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('journalDialog.lines.line', { n: index + 1 })}
          sx={{
            display: 'grid',
            gridTemplateColumns: COLUMNS,
            gap: 1.5,
            alignItems: 'start',
            p: { xs: 1.5, md: 0.5 },
            borderWidth: 1,
            borderStyle: { xs: 'solid', md: 'none' },
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
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
                  size="small"
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
          <FormTextField
            control={control}
            name={`lines.${index}.description`}
            label={t('journalDialog.lines.description')}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <FormNumberField
            control={control}
            name={`lines.${index}.debit`}
            label={t('journalDialog.lines.debit')}
            slotProps={AMOUNT_INPUT}
          />
          <FormNumberField
            control={control}
            name={`lines.${index}.credit`}
            label={t('journalDialog.lines.credit')}
            slotProps={AMOUNT_INPUT}
          />
          <Box>
            <IconButton
              aria-label={t('journalDialog.lines.removeLine', { n: index + 1 })}
              onClick={() => remove(index)}
              disabled={fields.length <= 2}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append(blankLine())}>
          {t('journalDialog.lines.add')}
        </Button>
      </Box>
    </Box>
  );
}
