import type { SxProps, Theme } from '@mui/material/styles';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_MAX, DATE_MIN, formatDate } from '@tawi/domain';
import { type ReactNode, type Ref, useState } from 'react';
import { DATE_ADAPTER_LOCALE, DateAdapter } from './dates/date-adapter';
import { DATE_INPUT_FORMAT, isoOf, pickerValueOf, sameDate } from './dates/date-value';

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when the field is emptied or holds an unfinished date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

const MIN = pickerValueOf(DATE_MIN) ?? undefined;
const MAX = pickerValueOf(DATE_MAX) ?? undefined;

function problemText(problem: DateValidationError): string | null {
  if (problem === null) return null;
  if (problem === 'minDate' || problem === 'maxDate') {
    return `Between ${formatDate(DATE_MIN)} and ${formatDate(DATE_MAX)}`;
  }
  return 'Enter the date as dd/mm/yyyy';
}

/**
 * The one date field of the app: typed day first (dd/mm/yyyy) or picked from a calendar; the
 * value in and out is a calendar date 'YYYY-MM-DD' (1900-2099).
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  helperText,
  required,
  disabled,
  fullWidth,
  size,
  sx,
}: DateInputProps) {
  // What the user typed, kept while it is unfinished so the field does not reset under the keys.
  const [picked, setPicked] = useState(() => pickerValueOf(value));
  const [problem, setProblem] = useState<DateValidationError>(null);
  const shown = sameDate(picked, value) ? picked : pickerValueOf(value);
  const problemMessage = problemText(problem);
  // the picker's adapter here, not at the app's root: sign-in never loads the date library
  return (
    <LocalizationProvider dateAdapter={DateAdapter} adapterLocale={DATE_ADAPTER_LOCALE}>
      <DesktopDatePicker
        label={label}
        value={shown}
        format={DATE_INPUT_FORMAT}
        minDate={MIN}
        maxDate={MAX}
        disabled={disabled}
        name={name}
        inputRef={inputRef}
        onError={setProblem}
        onChange={(next) => {
          setPicked(next);
          onChange(isoOf(next));
        }}
        slotProps={{
          textField: {
            required,
            fullWidth,
            size,
            sx,
            onBlur,
            error: error === true || problemMessage !== null,
            helperText: problemMessage ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
