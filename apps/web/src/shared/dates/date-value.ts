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

/** True when the picker's value is the date `iso` names (an unfinished date names none). */
export function sameDate(value: Dayjs | null, iso: string): boolean {
  return isoOf(value) === iso;
}
