import type { ReactNode } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

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
