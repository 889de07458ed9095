import type { Executor } from '@tawi/db';
import { type BalanceSheet, balanceSheetOf, financialYearStart } from '@tawi/domain';
import type { ReportRange } from './report-range';
import { companyCalendar } from './report-range';
import { accountActivity } from './reports.repo';

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
