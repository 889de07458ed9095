import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date-input';
import { boundInputProps } from './bound-input';

export type FormDateFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  DateInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/** A calendar date ('YYYY-MM-DD', 1900-2099) bound to react-hook-form. */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return <DateInput {...rest} {...boundInputProps(field, fieldState, rest)} />;
}
