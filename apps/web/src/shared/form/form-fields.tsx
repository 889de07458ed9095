import type { Control, FieldValues } from 'react-hook-form';
import { FieldGrid, type FieldGridProps } from './field-grid';
import { FormDateField, type FormDateFieldProps } from './form-date-field';
import { FormNumberField, type FormNumberFieldProps } from './form-number-field';
import { FormSwitch, type FormSwitchProps } from './form-switch';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type Unbound<P> = Omit<P, 'control'>;

/** One field of a `FormFields` list: a text (or select) field unless `kind` says otherwise. */
export type FieldSpec<T extends FieldValues, TOut extends FieldValues = T> =
  | ({ kind?: 'text' } & Unbound<FormTextFieldProps<T, TOut>>)
  | ({ kind: 'number' } & Unbound<FormNumberFieldProps<T, TOut>>)
  | ({ kind: 'date' } & Unbound<FormDateFieldProps<T, TOut>>)
  | ({ kind: 'switch' } & Unbound<FormSwitchProps<T, TOut>>);

/** A list entry: a field, or nothing where a condition leaves one out (`editing && {...}`). */
export type FieldEntry<T extends FieldValues, TOut extends FieldValues = T> =
  | FieldSpec<T, TOut>
  | false
  | null
  | undefined;

function BoundField<T extends FieldValues, TOut extends FieldValues>({
  spec,
  control,
}: {
  spec: FieldSpec<T, TOut>;
  control: Control<T, unknown, TOut>;
}) {
  switch (spec.kind) {
    case 'number': {
      const { kind: _kind, ...props } = spec;
      return <FormNumberField control={control} {...props} />;
    }
    case 'date': {
      const { kind: _kind, ...props } = spec;
      return <FormDateField control={control} {...props} />;
    }
    case 'switch': {
      const { kind: _kind, ...props } = spec;
      return <FormSwitch control={control} {...props} />;
    }
    default: {
      const { kind: _kind, ...props } = spec;
      return <FormTextField control={control} {...props} />;
    }
  }
}

/** Form fields from a list, in its order: for runs of fields that differ only in name, label and props. */
export function FormFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  fields,
}: {
  control: Control<T, unknown, TOut>;
  fields: readonly FieldEntry<T, TOut>[];
}) {
  return fields.map((spec) => spec && <BoundField key={spec.name} spec={spec} control={control} />);
}

/** Form fields from a list, laid out in a `FieldGrid` (its columns, room under the title). */
export function FormFieldGrid<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  fields,
  ...grid
}: {
  control: Control<T, unknown, TOut>;
  fields: readonly FieldEntry<T, TOut>[];
} & Omit<FieldGridProps, 'children'>) {
  return (
    <FieldGrid {...grid}>
      <FormFields control={control} fields={fields} />
    </FieldGrid>
  );
}
