import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useInventoryText } from '../use-inventory-text';

export interface CategoryFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  categories: readonly string[];
  /** Default: 'Category'. */
  label?: string;
  helperText?: string;
}

/** A category: one of the company's, or a new one typed in. */
export function CategoryField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  categories,
  label,
  helperText,
}: CategoryFieldProps<T, TOut>) {
  const { t } = useInventoryText();
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      freeSolo
      options={categories}
      value={(field.value as string | null) ?? ''}
      inputValue={(field.value as string | null) ?? ''}
      onInputChange={(_, text) => field.onChange(text)}
      onChange={(_, chosen) => field.onChange(chosen ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label ?? t('productDialog.category')}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
