import type { SxProps, Theme } from '@mui/material/styles';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_MAX, DATE_MIN, formatDate } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { type FocusEvent, type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateAdapter, dateAdapterLocale } from './dates/date-adapter';
import { DATE_INPUT_FORMAT, isoOf, isUnfinished, pickerValueOf } from './dates/date-value';
import { usePickerLocaleText } from './dates/use-picker-locale-text';

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

function problemText(problem: DateValidationError, t: TFunction): string | null {
  if (problem === null) return null;
  if (problem === 'minDate' || problem === 'maxDate') {
    return t('dateInput.between', { from: formatDate(DATE_MIN), to: formatDate(DATE_MAX) });
  }
  return t('dateInput.format');
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
  // What the user typed and the value last passed on for it. While the field has focus the user's own
  // entry is shown, whatever the value does: an unfinished date (a section empty, or a year half typed,
  // 0002 and 0202 on the way to 2026) is held here and passed on as no date only when the field is left
  // (a filter whose empty value means 'the default' would reset under the keys), and a parent that
  // takes the value a beat later (the URL) cannot snap the field back to the old date.
  const [typed, setTyped] = useState(() => ({ date: pickerValueOf(value), sent: value }));
  const [focused, setFocused] = useState(false);
  const [problem, setProblem] = useState<DateValidationError>(null);
  const { t, i18n } = useTranslation();
  const localeText = usePickerLocaleText();
  const own = focused || value === typed.sent;
  const shown = own ? typed.date : pickerValueOf(value);
  const passOnUnfinished = () => {
    if (!own || !isUnfinished(typed.date) || value === '') return;
    setTyped({ date: typed.date, sent: '' });
    onChange('');
  };
  const problemMessage = problemText(problem, t);
  // the picker's adapter here, not at the app's root: sign-in never loads the date library
  return (
    <LocalizationProvider
      dateAdapter={DateAdapter}
      adapterLocale={dateAdapterLocale(i18n.language)}
      localeText={localeText}
    >
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
          if (isUnfinished(next)) {
            setTyped({ date: next, sent: own ? typed.sent : value });
            return;
          }
          setTyped({ date: next, sent: isoOf(next) });
          onChange(isoOf(next));
        }}
        slotProps={{
          textField: {
            required,
            fullWidth,
            size,
            sx,
            onFocus: () => {
              if (focused) return;
              setTyped({ date: shown, sent: value });
              setFocused(true);
            },
            onBlur: (event: FocusEvent<HTMLElement>) => {
              // moving between the day, month and year sections stays in the field
              if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
              setFocused(false);
              passOnUnfinished();
              onBlur?.();
            },
            onKeyDown: (event: KeyboardEvent) => {
              // Enter may submit the form: it must see the unfinished date as no date
              if (event.key === 'Enter') passOnUnfinished();
            },
            error: error === true || problemMessage !== null,
            helperText: problemMessage ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
