import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { ALL_OPTION_SLOTS } from '../documents/input-slots';

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice, '' for "no filter": e.g. "All statuses". */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  sx?: SxProps<Theme>;
}

/** A list toolbar's drop-down filter: "All …" first, then the options. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  sx,
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      // the value is one of the options offered below, or '' for all
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={sx}
      slotProps={ALL_OPTION_SLOTS}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
