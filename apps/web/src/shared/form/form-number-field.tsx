import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { boundInputProps } from './bound-input';

export type FormNumberFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  /** An empty box means null (e.g. "no maximum"); otherwise it is left for validation to flag. */
  nullable?: boolean;
};

/** A number input bound to react-hook-form: the form holds a number (or null), not text. */
export function FormNumberField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  nullable = false,
  ...rest
}: FormNumberFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...rest}
      {...boundInputProps(field, fieldState, rest)}
      type="number"
      value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
      onChange={(e) => {
        const text = e.target.value.trim();
        field.onChange(text === '' ? (nullable ? null : undefined) : Number(text));
      }}
    />
  );
}
