import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export interface ShowInactiveSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "Show inactive accounts", "Show inactive users". */
  label: string;
}

/** A list toolbar's switch that adds the inactive records to the list. */
export function ShowInactiveSwitch({ checked, onChange, label }: ShowInactiveSwitchProps) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(_, on) => onChange(on)} />}
      label={label}
    />
  );
}
