import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, type BoundInputKeys, useBoundInput } from './bound-input';

export type FormNumberFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  BoundInputKeys | 'type'
> &
  BoundFieldProps<T, TOut> & {
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
  const { field, input } = useBoundInput({ name, control }, rest);
  return (
    <TextField
      {...rest}
      {...input}
      type="number"
      value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
      onChange={(e) => {
        const text = e.target.value.trim();
        field.onChange(text === '' ? (nullable ? null : undefined) : Number(text));
      }}
    />
  );
}
