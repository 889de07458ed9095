import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DATE_MAX, DATE_MIN } from '@tawi/domain';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type FormDateFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/** A calendar date ('YYYY-MM-DD', 1900-2099) bound to react-hook-form. */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  helperText,
  slotProps,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          type="date"
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={rest.disabled === true || field.disabled === true}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...slotProps,
            inputLabel: { shrink: true },
            htmlInput: { min: DATE_MIN, max: DATE_MAX },
          }}
        />
      )}
    />
  );
}
