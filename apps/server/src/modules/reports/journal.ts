import { accounts, type Executor } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { sourceLabel, sourcePath } from './entry-context';
import type { ReportRange } from './report-range';
import { journalPage } from './reports.repo';

/** The account a report narrows to must be the company's (another company's: 404, as the general ledger). */
async function assertAccount(db: Executor, companyId: string, accountId: string) {
  const [found] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(ofCompany(accounts, companyId, eq(accounts.id, accountId)));
  if (!found) throw notFound('Account');
}

/**
 * Posted entries dated from..to with a line in the range's branches (and on `accountId`, when given),
 * by date and number, with those lines, each entry with its source document ("invoice INV-0003") and
 * contact. One page when `page` is given (the JSON report), every entry otherwise (the CSV).
 */
export async function journal(
  db: Executor,
  companyId: string,
  range: ReportRange,
  options: { page?: { page: number; limit: number }; accountId?: string | undefined } = {},
) {
  const { page, accountId } = options;
  if (accountId) await assertAccount(db, companyId, accountId);
  const found = await journalPage(db, companyId, range, page, accountId);
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
    source: sourceLabel(e.sourceType, e.sourceNumber),
    sourceType: sourceLabel(e.sourceType, null),
    sourceNumber: e.sourceNumber,
    sourcePath: sourcePath(e.id, e.sourceType, e.sourceId),
    contactName: e.contactName,
    lines: (linesOf.get(e.id) ?? []).map(({ entryId: _, ...l }) => ({
      ...l,
      debit: Money.of(l.debit),
      credit: Money.of(l.credit),
    })),
  }));
  return { entries, total: found.total, page: page?.page ?? 1, limit: page?.limit ?? found.total };
}

export type JournalResult = Awaited<ReturnType<typeof journal>>;
