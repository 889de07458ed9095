import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FieldGrid } from '../form/field-grid';
import { FormFields } from '../form/form-fields';
import { MONEY_SLOTS } from './input-slots';

export interface RefundFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  names: { amount: Path<T>; date: Path<T> };
  /** What is held and where the money goes back, in words (the note above the fields). */
  info: ReactNode;
  labels: { amount: string; date: string };
  /** "At most …": the most that can come back. */
  atMost: string;
  /** More fields after the amount and date (how the money moved). */
  children?: ReactNode;
}

/** A refund's form: what is held, then the amount (at most that) and the date, and any more fields. */
export function RefundFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  names,
  info,
  labels,
  atMost,
  children,
}: RefundFieldsProps<T, TOut>) {
  return (
    <>
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {info}
      </Alert>
      <FieldGrid columns="1fr 1fr">
        <FormFields
          control={control}
          fields={[
            {
              kind: 'number',
              name: names.amount,
              label: labels.amount,
              required: true,
              autoFocus: true,
              slotProps: MONEY_SLOTS,
              helperText: atMost,
            },
            { kind: 'date', name: names.date, label: labels.date },
          ]}
        />
        {children}
      </FieldGrid>
    </>
  );
}
