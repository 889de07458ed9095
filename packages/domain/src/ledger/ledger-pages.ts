/**
 * Paging the general ledger without reading the lines before the page.
 *
 * The ledger is every shown account in code order, each with its lines in date order. A page is a slice
 * of that sequence of lines (`limit` lines from `(page - 1) * limit`); an account without lines in the
 * period (shown for its opening balance) sits at its position in the sequence and appears on the page
 * holding that position (the last page when it comes after every line).
 */
export interface AccountLineCount {
  accountId: string;
  /** Posted lines of the account in the period (from the balance tables' line counts). */
  lines: number;
}

/** Which of an account's lines a page shows: `take` of them after the first `skip`. */
export interface AccountSlice {
  accountId: string;
  skip: number;
  take: number;
}

export function ledgerPage(
  accounts: readonly AccountLineCount[],
  page: number,
  limit: number,
): { slices: AccountSlice[]; total: number; pages: number } {
  const total = accounts.reduce((sum, a) => sum + a.lines, 0);
  const pages = Math.max(1, Math.ceil(total / limit));
  const start = (page - 1) * limit;
  const end = start + limit;
  const slices: AccountSlice[] = [];
  let position = 0;
  for (const a of accounts) {
    if (a.lines === 0) {
      if (Math.min(Math.floor(position / limit) + 1, pages) === page) {
        slices.push({ accountId: a.accountId, skip: 0, take: 0 });
      }
      continue;
    }
    const first = Math.max(position, start);
    const last = Math.min(position + a.lines, end);
    if (first < last) slices.push({ accountId: a.accountId, skip: first - position, take: last - first });
    position += a.lines;
  }
  return { slices, total, pages };
}

/** An account's posted lines on one day (from the daily balances). */
export interface DayLineCount {
  day: string;
  lines: number;
}

/**
 * The days that hold an account's lines `skip` .. `skip + take - 1` (days in date order): the first and
 * last of them, and how many lines come before the first day. Reading the lines of those days only is
 * enough to show the slice. Null when the slice is empty.
 */
export function sliceDays(
  days: readonly DayLineCount[],
  skip: number,
  take: number,
): { firstDay: string; lastDay: string; linesBefore: number } | null {
  if (take <= 0) return null;
  let before = 0;
  let first: { day: string; linesBefore: number } | null = null;
  for (const d of days) {
    if (!first && before + d.lines > skip) first = { day: d.day, linesBefore: before };
    before += d.lines;
    if (first && before >= skip + take)
      return { firstDay: first.day, lastDay: d.day, linesBefore: first.linesBefore };
  }
  const last = days[days.length - 1];
  return first && last ? { firstDay: first.day, lastDay: last.day, linesBefore: first.linesBefore } : null;
}
