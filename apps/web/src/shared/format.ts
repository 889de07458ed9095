/** Display formatting lives in the domain package; pages import it from here. */
export {
  EMPTY_DISPLAY,
  formatDate,
  formatDateTime,
  formatKes,
  formatNumber,
  initials,
  statusColor,
  stripHtml,
} from '@tawi/domain';

import { formatDate, todayIn } from '@tawi/domain';

/**
 * The day of an instant (an ISO timestamp) in Kenya, formatted: a link that expires at 00:12 EAT on 27 Dec
 * reads "27 Dec 2026", not the UTC day ("26 Dec") its first ten characters name.
 */
export const formatDayOf = (instant: string): string => formatDate(todayIn(undefined, new Date(instant)));
