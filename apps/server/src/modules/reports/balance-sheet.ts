import type { Executor } from '@tawi/db';
import { type BalanceSheet, balanceSheetOf, financialYearStart } from '@tawi/domain';
import { toCsv } from './report-output';
import type { ReportRange } from './report-range';
import { companyCalendar } from './report-range';
import { accountActivity } from './reports.repo';
import { STATEMENT_HEADER, sectionRows } from './statement-csv';

/**
 * As at `range.to` (`from` plays no part): cumulative balances, with the profit from the start of the
 * financial year containing `to` as "Current year earnings" and earlier unclosed profit in retained earnings.
 */
export async function balanceSheet(
  db: Executor,
  companyId: string,
  range: ReportRange,
): Promise<BalanceSheet> {
  const { financialYearStartMonth } = await companyCalendar(db, companyId);
  const from = financialYearStart(range.to, financialYearStartMonth);
  return balanceSheetOf(await accountActivity(db, companyId, { ...range, from }, { before: true }));
}

export function balanceSheetCsv(bs: BalanceSheet): string {
  return toCsv([
    STATEMENT_HEADER,
    ...sectionRows('Assets', bs.assets),
    ...sectionRows('Liabilities', bs.liabilities),
    ...sectionRows('Equity', bs.equity),
    [null, null, 'Total liabilities and equity', bs.totalLiabilitiesAndEquity],
  ]);
}
