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
