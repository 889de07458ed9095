import type { ReactNode } from 'react';
import {
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  useController,
} from 'react-hook-form';

/** What binds a `Form*` field to its form: the field's name and the form's control. */
export interface BoundFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
}

/** The props of an MUI input that the binding sets, so a `Form*` field does not take them. */
export type BoundInputKeys = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

/**
 * What every input bound to react-hook-form passes to its MUI component: the field's name, value,
 * handlers and ref, disabled when either the props or the form say so, and the validation message in
 * place of the helper text.
 */
export function boundInputProps<T extends FieldValues>(
  field: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
  own: { disabled?: boolean; helperText?: ReactNode },
) {
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: own.disabled === true || field.disabled === true,
    error: fieldState.invalid,
    helperText: fieldState.error?.message ?? own.helperText,
  };
}

/** The field of `name` and the props its MUI input takes from it (see `boundInputProps`). */
export function useBoundInput<T extends FieldValues, TOut extends FieldValues>(
  { name, control }: BoundFieldProps<T, TOut>,
  own: { disabled?: boolean; helperText?: ReactNode },
) {
  const { field, fieldState } = useController({ name, control });
  return { field, input: boundInputProps(field, fieldState, own) };
}
