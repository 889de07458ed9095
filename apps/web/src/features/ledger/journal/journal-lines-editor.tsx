import Box from '@mui/material/Box';
import type { AccountOption } from '@tawi/contracts';
import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import {
  FULL_ON_PHONE,
  LineHeader,
  LineRow,
  LinesFrame,
  RemoveLineButton,
} from '../../../shared/documents/line-row';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormPicker } from '../../../shared/form/form-picker';
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

/** The lines of a journal entry: add, remove, one side per line. */
export function JournalLinesEditor({ control, errors, accounts }: JournalLinesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { t } = useLedgerText();
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <LinesFrame error={listError} addLabel={t('journalDialog.lines.add')} onAdd={() => append(blankLine())}>
      <LineHeader
        columns={COLUMNS}
        titles={[
          t('journalDialog.lines.account'),
          t('journalDialog.lines.description'),
          t('journalDialog.lines.debitKes'),
          t('journalDialog.lines.creditKes'),
          '',
        ]}
      />
      {fields.map((field, index) => (
        <LineRow key={field.id} label={t('journalDialog.lines.line', { n: index + 1 })} columns={COLUMNS}>
          <Box sx={FULL_ON_PHONE}>
            <FormPicker control={control} name={`lines.${index}.accountId`}>
              {(bound) => <AccountPicker accounts={accounts} {...bound} size="small" />}
            </FormPicker>
          </Box>
          <FormTextField
            control={control}
            name={`lines.${index}.description`}
            label={t('journalDialog.lines.description')}
            sx={FULL_ON_PHONE}
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
          <RemoveLineButton
            label={t('journalDialog.lines.removeLine', { n: index + 1 })}
            onRemove={() => remove(index)}
            disabled={fields.length <= 2}
          />
        </LineRow>
      ))}
    </LinesFrame>
  );
}
