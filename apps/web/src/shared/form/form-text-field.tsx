import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { boundInputProps } from './bound-input';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  /** The choices of a select, one menu item each (implies `select`). */
  options?: readonly SelectOption[];
};

/** A text field (or a select, given `options`) bound to react-hook-form, showing its validation message under it. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  options,
  children,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...rest}
      select={options !== undefined || rest.select}
      {...boundInputProps(field, fieldState, rest)}
    >
      {options
        ? options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))
        : children}
    </TextField>
  );
}
