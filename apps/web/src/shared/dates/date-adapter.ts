import 'dayjs/locale/en-gb';
import 'dayjs/locale/sw';

/** The date pickers' library: dayjs. */
export { AdapterDayjs as DateAdapter } from '@mui/x-date-pickers/AdapterDayjs';

/**
 * dayjs's locale for the calendar's month and day names in the interface language: British English
 * (weeks from Monday) or Swahili (also from Monday). The field itself is always dd/mm/yyyy.
 */
export const dateAdapterLocale = (language: string): string => (language === 'sw' ? 'sw' : 'en-gb');
