import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DATE_MAX, DATE_MIN } from '@tawi/domain';

export type DateInputProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A calendar date ('YYYY-MM-DD', 1900-2099) outside a form, e.g. a report's period. */
export function DateInput({ value, onChange, slotProps, ...rest }: DateInputProps) {
  return (
    <TextField
      {...rest}
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: DATE_MAX } }}
    />
  );
}
