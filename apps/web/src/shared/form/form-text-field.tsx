import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/** A text field bound to react-hook-form, showing its validation message under it. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  helperText,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={rest.disabled === true || field.disabled === true}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
