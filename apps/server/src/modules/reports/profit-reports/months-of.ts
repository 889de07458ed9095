import { addDays } from '@tawi/domain';

/** The calendar months from..to touches, each clamped to the period: `month` YYYY-MM and its days. */
export function monthsOf(from: string, to: string): Array<{ month: string; from: string; to: string }> {
  const months: Array<{ month: string; from: string; to: string }> = [];
  let start = from;
  while (start <= to) {
    const month = start.slice(0, 7);
    const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
    const end = addDays(`${nextMonth}-01`, -1);
    months.push({ month, from: start, to: end < to ? end : to });
    start = `${nextMonth}-01`;
  }
  return months;
}
