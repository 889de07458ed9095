import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormFields } from '../form/form-fields';
import type { SelectOption } from '../form/form-text-field';
import { PAYMENT_METHOD_OPTIONS } from './payment-labels';

export interface PaymentMethodLabels {
  method: string;
  reference: string;
  referencePlaceholder: string;
  mpesaCode: string;
  mpesaHelp: string;
  /** "Paid into" for money in, "Paid from" for money out. */
  account: string;
}

export interface PaymentMethodFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  names: { method: Path<T>; reference: Path<T>; bankAccountId: Path<T> };
  labels: PaymentMethodLabels;
  /** The accounts the money can move through, as select options. */
  accounts: readonly SelectOption[];
  /** Show the M-Pesa code in capitals as it is typed. */
  upperCaseCode?: boolean;
}

/** How money moved: the method, its reference (the M-Pesa code for M-Pesa) and the account. */
export function PaymentMethodFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  names,
  labels,
  accounts,
  upperCaseCode = false,
}: PaymentMethodFieldsProps<T, TOut>) {
  const mpesa = useWatch({ control, name: names.method }) === 'mpesa';
  return (
    <FormFields
      control={control}
      fields={[
        { name: names.method, label: labels.method, options: PAYMENT_METHOD_OPTIONS, required: true },
        {
          name: names.reference,
          label: mpesa ? labels.mpesaCode : labels.reference,
          required: mpesa,
          placeholder: mpesa ? 'QGH7K2L9XM' : labels.referencePlaceholder,
          helperText: mpesa ? labels.mpesaHelp : undefined,
          slotProps: upperCaseCode
            ? { htmlInput: { style: { textTransform: mpesa ? 'uppercase' : 'none' } } }
            : undefined,
        },
        {
          name: names.bankAccountId,
          label: labels.account,
          options: accounts,
          required: true,
        },
      ]}
    />
  );
}
