import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Supplier } from '@tawi/contracts';
import type { Ref } from 'react';
import { useActiveSuppliers } from './suppliers/suppliers-api';

export interface SupplierFieldProps {
  value: string;
  onChange: (supplierId: string, supplier: Supplier | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  label?: string;
  required?: boolean;
  /** What an empty choice reads (a filter's "All suppliers"). */
  emptyLabel?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: object;
}

/** Choose one of the active suppliers by name. */
export function SupplierField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  label = 'Supplier',
  required,
  emptyLabel,
  size,
  autoFocus,
  sx,
}: SupplierFieldProps) {
  const suppliers = useActiveSuppliers();
  const options = suppliers.data ?? [];
  const selected = options.find((s) => s.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, supplier) => onChange(supplier?.id ?? '', supplier)}
      onBlur={onBlur}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={suppliers.isPending}
      noOptionsText="No active supplier matches"
      autoHighlight
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          placeholder={selected ? undefined : emptyLabel}
          error={Boolean(error)}
          helperText={error ?? (suppliers.error ? 'Could not load the suppliers' : undefined)}
          inputRef={inputRef}
          slotProps={
            emptyLabel
              ? { ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }
              : params.slotProps
          }
        />
      )}
    />
  );
}
