import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TAX_OPTIONS } from '../../features/inventory/inventory-format';
import { FormTextField } from '../form/form-text-field';

/** A line's tax category, A to E, bound to the form. */
export function TaxSelect<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  sx,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  sx?: object;
}) {
  return (
    <FormTextField control={control} name={name} label="Tax" select size="small" sx={sx}>
      {TAX_OPTIONS.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
