import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type ReactNode, useState } from 'react';

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

/** Whether the list shows its inactive records too (off at first), and the switch that says so. */
export function useShowInactive(label: string): [boolean, ReactNode] {
  const [includeInactive, setIncludeInactive] = useState(false);
  return [
    includeInactive,
    <ShowInactiveSwitch
      key="inactive"
      checked={includeInactive}
      onChange={setIncludeInactive}
      label={label}
    />,
  ];
}
