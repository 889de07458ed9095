import { DATE_MAX, DATE_MIN } from '@tawi/domain';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The company's date format on screen: day first, as Kenyan businesses write it. */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';
const ISO = 'YYYY-MM-DD';

/** The picker's value for an ISO date ('YYYY-MM-DD'); anything else is no date. */
export function pickerValueOf(iso: string): Dayjs | null {
  const d = dayjs(iso, ISO, true);
  return d.isValid() ? d : null;
}

/**
 * The ISO date ('YYYY-MM-DD') a picked value stands for: '' when the field is empty or holds an
 * unfinished date, as a plain date input reports it.
 */
export function isoOf(value: Dayjs | null): string {
  return value?.isValid() ? value.format(ISO) : '';
}

/**
 * True for an entry that is not yet a date the app takes: a section still empty, or a year outside
 * 1900-2099 (one still being typed: 0002, 0202 on the way to 2026). An empty field is not unfinished.
 */
export function isUnfinished(value: Dayjs | null): boolean {
  if (value === null) return false;
  if (!value.isValid()) return true;
  const iso = value.format(ISO);
  return iso < DATE_MIN || iso > DATE_MAX;
}
