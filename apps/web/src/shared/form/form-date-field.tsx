import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date-input';

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
  helperText,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
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
