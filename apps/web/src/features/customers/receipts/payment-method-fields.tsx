import MenuItem from '@mui/material/MenuItem';
import type { BankAccountOption } from '@tawi/contracts';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { PAYMENT_METHOD_OPTIONS } from '../../../shared/documents/payment-labels';
import { FormTextField } from '../../../shared/form/form-text-field';
import { bankAccountLabel } from '../../banking/bank-accounts-api';

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
  const mpesa = useWatch({ control, name: names.method }) === 'mpesa';
  return (
    <>
      <FormTextField control={control} name={names.method} label="Method" select required>
        {PAYMENT_METHOD_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={names.reference}
        label={mpesa ? 'M-Pesa code' : 'Reference'}
        required={mpesa}
        placeholder={mpesa ? 'QGH7K2L9XM' : 'Cheque or transfer number'}
        helperText={mpesa ? '10 capital letters and digits from the M-Pesa message' : undefined}
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
