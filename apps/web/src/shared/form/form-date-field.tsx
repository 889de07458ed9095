import type { FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date-input';
import { type BoundFieldProps, type BoundInputKeys, useBoundInput } from './bound-input';

export type FormDateFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  DateInputProps,
  BoundInputKeys | 'inputRef'
> &
  BoundFieldProps<T, TOut>;

/** A calendar date ('YYYY-MM-DD', 1900-2099) bound to react-hook-form. */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  return <DateInput {...rest} {...useBoundInput({ name, control }, rest).input} />;
}
