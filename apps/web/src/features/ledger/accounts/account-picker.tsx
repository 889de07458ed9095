import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AccountOption } from '@tawi/contracts';
import type { Ref } from 'react';
import { useLedgerText } from '../use-ledger-text';

export interface AccountPickerProps {
  accounts: readonly AccountOption[];
  value: string;
  onChange: (accountId: string) => void;
  onBlur?: () => void;
  /** Default: 'Account'. */
  label?: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  placeholder?: string;
  /** The text an empty choice shows (e.g. 'All accounts'); without it the field is required. */
  emptyLabel?: string;
}

export const accountLabel = (a: Pick<AccountOption, 'code' | 'name'>): string => `${a.code} · ${a.name}`;

/** Choose a ledger account by code or name, grouped by type. */
export function AccountPicker({
  accounts,
  value,
  onChange,
  onBlur,
  label,
  error,
  inputRef,
  size,
  placeholder,
  emptyLabel,
}: AccountPickerProps) {
  const { t } = useLedgerText();
  const selected = accounts.find((a) => a.id === value) ?? null;
  return (
    <Autocomplete
      options={accounts}
      value={selected}
      onChange={(_, account) => onChange(account?.id ?? '')}
      onBlur={onBlur}
      groupBy={(a) => t(`accountTypes.${a.type}`)}
      getOptionLabel={accountLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      size={size}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('accounts.picker.label')}
          placeholder={selected ? undefined : (placeholder ?? emptyLabel)}
          error={Boolean(error)}
          helperText={error}
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
