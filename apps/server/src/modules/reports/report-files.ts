import type { ComparedPeriod } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { formatDate } from '@tawi/domain';
import type { FileAnswer } from '../../platform/implement';
import { letterheadOf } from '../../platform/pdf';
import type { ReportRange } from './report-range';
import type { ReportSheet } from './report-sheet';
import { tableReportFileAnswer } from './tables/table-files';
import { branchNotes } from './tables/table-notes';

/** A financial report's file: which report, over which days, compared with what. */
export interface ReportFileOf {
  format: 'csv' | 'xlsx' | 'pdf';
  name: string;
  title: string;
  /** As at `range.to` (the balance sheet), not over a period. */
  asAt?: boolean;
  range: ReportRange;
  comparison?: ComparedPeriod | undefined;
}

/**
 * The report as CSV, XLSX or PDF (the PDF under the company's letterhead, naming the period, the
 * branches and the compared period), named like `profit-and-loss-2026-01-01-2026-12-31.pdf`.
 */
export async function reportFileAnswer(
  db: Executor,
  companyId: string,
  of: ReportFileOf,
  sheet: ReportSheet,
): Promise<FileAnswer> {
  const notes = await branchNotes(db, companyId, of.range);
  const c = of.comparison;
  if (c)
    notes.push([
      'Compared with',
      of.asAt ? formatDate(c.to) : `${formatDate(c.from)} to ${formatDate(c.to)}`,
    ]);
  const file = {
    info: { name: of.name, title: of.title, asAt: of.asAt },
    columns: sheet.columns,
    rows: sheet.rows,
    totals: {},
    from: of.range.from,
    to: of.range.to,
    notes,
    strongRows: sheet.strongRows,
  };
  return tableReportFileAnswer(of.format, file, () => letterheadOf(db, companyId));
}
