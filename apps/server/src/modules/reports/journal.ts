import type { Executor } from '@tawi/db';
import { Money } from '@tawi/domain';
import { toCsv } from './report-output';
import type { ReportRange } from './report-range';
import { journalPage } from './reports.repo';

/**
 * Posted entries dated from..to with a line in the range's branches, by date and number, with those
 * lines. One page when `page` is given (the JSON report), every entry otherwise (the CSV).
 */
export async function journal(
  db: Executor,
  companyId: string,
  range: ReportRange,
  page?: { page: number; limit: number },
) {
  const found = await journalPage(db, companyId, range, page);
  const linesOf = new Map<string, typeof found.lines>();
  for (const line of found.lines) {
    const list = linesOf.get(line.entryId);
    if (list) list.push(line);
    else linesOf.set(line.entryId, [line]);
  }
  const entries = found.entries.map((e) => ({
    id: e.id,
    number: e.number,
    date: e.date,
    memo: e.memo,
    status: e.status === 'Draft' ? ('Draft' as const) : ('Posted' as const),
    lines: (linesOf.get(e.id) ?? []).map(({ entryId: _, ...l }) => ({
      ...l,
      debit: Money.of(l.debit),
      credit: Money.of(l.credit),
    })),
  }));
  return { entries, total: found.total, page: page?.page ?? 1, limit: page?.limit ?? found.total };
}

export type JournalResult = Awaited<ReturnType<typeof journal>>;

export function journalCsv(j: JournalResult): string {
  return toCsv([
    ['Number', 'Date', 'Memo', 'Status', 'Account code', 'Account name', 'Description', 'Debit', 'Credit'],
    ...j.entries.flatMap((e) =>
      e.lines.map((l) => [
        e.number,
        e.date,
        e.memo,
        e.status,
        l.accountCode,
        l.accountName,
        l.description,
        l.debit,
        l.credit,
      ]),
    ),
  ]);
}
