import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, type BoundInputKeys, useBoundInput } from './bound-input';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  BoundInputKeys
> &
  BoundFieldProps<T, TOut> & {
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
  const { input } = useBoundInput({ name, control }, rest);
  return (
    <TextField {...rest} select={options !== undefined || rest.select} {...input}>
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
