import type { Executor } from '@tawi/db';
import { type TrialBalance, trialBalanceOf } from '@tawi/domain';
import type { ReportRange } from './report-range';
import { accountActivity } from './reports.repo';

/**
 * Closing balances on `range.to`: balance-sheet accounts cumulative, income and expense accounts for
 * from..to, their earlier net carried in retained earnings. Reads the daily balances table only.
 */
export async function trialBalance(
  db: Executor,
  companyId: string,
  range: ReportRange,
): Promise<TrialBalance> {
  return trialBalanceOf(await accountActivity(db, companyId, range, { before: true }));
}
