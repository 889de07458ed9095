import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { en } from './i18n/en';

/** What a caller sets on a picker of named records (a customer, a supplier). */
export interface RecordPickerProps<T> {
  value: string;
  onChange: (id: string, record: T | null) => void;
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

interface RecordPickerFieldProps<T> extends RecordPickerProps<T> {
  /** The records to choose from, loaded. */
  records: UseQueryResult<T[]>;
  /** The kind of record: its texts ("No active customer matches") in the interface language. */
  kind: keyof typeof en.recordPicker;
}

/** Choose one of a list of named records by name, typing to narrow it. */
export function RecordPickerField<T extends { id: string; name: string }>({
  records,
  kind,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  label,
  required,
  emptyLabel,
  size,
  autoFocus,
  sx,
}: RecordPickerFieldProps<T>) {
  const { t } = useTranslation();
  const options = records.data ?? [];
  const selected = options.find((r) => r.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, record) => onChange(record?.id ?? '', record)}
      onBlur={onBlur}
      getOptionLabel={(r) => r.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={records.isPending}
      noOptionsText={t(`recordPicker.${kind}.noMatch`)}
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
          helperText={error ?? (records.error ? t(`recordPicker.${kind}.loadFailed`) : undefined)}
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
