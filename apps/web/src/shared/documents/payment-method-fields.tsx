import MenuItem from '@mui/material/MenuItem';
import type { BankAccountOption } from '@tawi/contracts';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { PAYMENT_METHOD_OPTIONS } from '../../../shared/documents/payment-labels';
import { FormTextField } from '../../../shared/form/form-text-field';
import { bankAccountLabel } from '../../banking/bank-accounts-api';
import { useCustomersText } from '../use-customers-text';

export interface PaymentMethodFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  names: { method: Path<T>; reference: Path<T>; bankAccountId: Path<T> };
  /** "Paid into" for money in, "Paid from" for money out. */
  accountLabel: string;
  banks: readonly BankAccountOption[] | undefined;
}

/** How money moved: the method, its reference (the M-Pesa code for M-Pesa) and the account. */
export function PaymentMethodFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  names,
  accountLabel,
  banks,
}: PaymentMethodFieldsProps<T, TOut>) {
  const { t } = useCustomersText();
  const mpesa = useWatch({ control, name: names.method }) === 'mpesa';
  return (
    <>
      <FormTextField control={control} name={names.method} label={t('common.method')} select required>
        {PAYMENT_METHOD_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={names.reference}
        label={mpesa ? t('receipts.mpesaCode') : t('common.reference')}
        required={mpesa}
        placeholder={mpesa ? 'QGH7K2L9XM' : t('receipts.referencePlaceholder')}
        helperText={mpesa ? t('receipts.mpesaHelp') : undefined}
        slotProps={{ htmlInput: { style: { textTransform: mpesa ? 'uppercase' : 'none' } } }}
      />
      <FormTextField control={control} name={names.bankAccountId} label={accountLabel} select required>
        {(banks ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {bankAccountLabel(b)}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}
