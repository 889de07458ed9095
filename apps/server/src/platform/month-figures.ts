import { type Executor, journalDayCounts } from '@tawi/db';
import { type DaySpan, wholeMonthsOf } from '@tawi/domain';
import { gte, lte, sql } from 'drizzle-orm';
import { ofCompany } from './company-rows';
import { figuresChangesBesidesPostings } from './figures-version';
import { FiguresVersionCache } from './figures-version-cache';

/** Figures that add up over consecutive spans of days (sales per product, per customer...). */
export interface MonthlyFigures<T> {
  /** Names the figures in the cache (with the company, `scope` and the month). */
  name: string;
  /** What the documents of the company dated in `span` add up to. */
  compute(span: DaySpan): Promise<T>;
  /** The figures of several spans added up, as new objects (the parts may be kept in the cache). */
  combine(parts: readonly T[]): T;
}

/** One cache per database (a test process opens many); answers per company, figures, scope and month. */
const caches = new WeakMap<Executor, FiguresVersionCache<unknown>>();
const cacheOf = (db: Executor) => {
  const cache = caches.get(db) ?? new FiguresVersionCache<unknown>(5000);
  caches.set(db, cache);
  return cache;
};

/**
 * The version of each month of `months`: the entries posted on its days (journal_day_counts, kept by
 * the posting trigger) plus the company's changes besides postings (figures-version.ts). Posted
 * entries are never removed, so a month's count only grows, and it grows with every document posted
 * in that month, a backdated one or a void's reversal included.
 */
async function monthVersions(db: Executor, companyId: string, months: readonly DaySpan[]) {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return new Map<string, number>();
  const d = journalDayCounts;
  const [rows, besides] = await Promise.all([
    db
      .select({
        month: sql<string>`to_char(${d.day}, 'YYYY-MM')`,
        entries: sql<string>`sum(${d.entries})::text`,
      })
      .from(d)
      .where(ofCompany(d, companyId, gte(d.day, first.from), lte(d.day, last.to)))
      .groupBy(sql`1`),
    figuresChangesBesidesPostings(db, companyId),
  ]);
  const posted = new Map(rows.map((r) => [r.month, Number(r.entries)]));
  return new Map(months.map((m) => [m.from, (posted.get(m.from.slice(0, 7)) ?? 0) + besides]));
}

/**
 * `figures` over `range` (both days inclusive): each whole month from a cache kept while the month's
 * version (monthVersions) is the one it was computed at, the days at the ends that make no whole month
 * computed each time. Past months seldom change, so a report over a year reads the documents of at most
 * two partial months however many documents the books hold; a posting dated in a month recomputes that
 * month only. `scope` names what else the figures depend on (the branches read).
 */
export async function figuresByMonth<T>(
  db: Executor,
  companyId: string,
  range: DaySpan,
  scope: string,
  figures: MonthlyFigures<T>,
): Promise<T> {
  const { months, days } = wholeMonthsOf(range);
  const versions = await monthVersions(db, companyId, months);
  const cache = cacheOf(db) as FiguresVersionCache<T>;
  const parts = await Promise.all([
    ...months.map((month) =>
      cache.get([figures.name, companyId, scope, month.from].join('|'), versions.get(month.from) ?? 0, () =>
        figures.compute(month),
      ),
    ),
    ...days.map((span) => figures.compute(span)),
  ]);
  return figures.combine(parts);
}
