import type { ReactElement, RefCallback } from 'react';
import { type Control, Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';

/** What a picker (a customer, supplier or account field) takes from the form field it fills. */
export interface PickerBinding<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLInputElement>;
  /** The validation message, if any. */
  error: string | undefined;
}

export interface FormPickerProps<T extends FieldValues, TOut extends FieldValues, N extends Path<T>> {
  control: Control<T, unknown, TOut>;
  name: N;
  /** The picker, given the field's value, handlers, ref and message. */
  children: (bound: PickerBinding<PathValue<T, N>>) => ReactElement;
}

/** A picker component bound to react-hook-form. */
export function FormPicker<T extends FieldValues, TOut extends FieldValues, N extends Path<T>>({
  control,
  name,
  children,
}: FormPickerProps<T, TOut, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        children({
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          inputRef: field.ref,
          error: fieldState.error?.message,
        })
      }
    />
  );
}
