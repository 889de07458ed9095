import 'dayjs/locale/en-gb';

/** The date pickers' library: dayjs in British English (day first, weeks from Monday). */
export { AdapterDayjs as DateAdapter } from '@mui/x-date-pickers/AdapterDayjs';
export const DATE_ADAPTER_LOCALE = 'en-gb';
