import type { StatementSection } from '@tawi/domain';
import type { CsvCell } from './report-output';

/** CSV rows of one statement section: a row per account, then the section's total. */
export function sectionRows(title: string, section: StatementSection): CsvCell[][] {
  return [
    ...section.rows.map((r) => [title, r.accountCode, r.accountName, r.amount]),
    [title, null, `Total ${title.toLowerCase()}`, section.total],
  ];
}

export const STATEMENT_HEADER: CsvCell[] = ['Section', 'Account code', 'Account name', 'Amount'];
