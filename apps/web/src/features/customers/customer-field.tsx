import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Customer } from '@tawi/contracts';
import type { Ref } from 'react';
import { useActiveCustomers } from './customers-api';

export interface CustomerFieldProps {
  value: string;
  onChange: (customerId: string, customer: Customer | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  label?: string;
  required?: boolean;
  /** What an empty choice reads (a filter's "All customers"). */
  emptyLabel?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: object;
}

/** Choose one of the active customers by name. */
export function CustomerField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  label = 'Customer',
  required,
  emptyLabel,
  size,
  autoFocus,
  sx,
}: CustomerFieldProps) {
  const customers = useActiveCustomers();
  const options = customers.data ?? [];
  const selected = options.find((s) => s.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, customer) => onChange(customer?.id ?? '', customer)}
      onBlur={onBlur}
      getOptionLabel={(s) => s.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={customers.isPending}
      noOptionsText="No active customer matches"
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
          helperText={error ?? (customers.error ? 'Could not load the customers' : undefined)}
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
