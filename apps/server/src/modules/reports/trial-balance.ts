import type { Executor } from '@tawi/db';
import { type TrialBalance, trialBalanceOf } from '@tawi/domain';
import { toCsv } from './report-output';
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

export function trialBalanceCsv(tb: TrialBalance): string {
  return toCsv([
    ['Account code', 'Account name', 'Type', 'Debit', 'Credit'],
    ...tb.rows.map((r) => [r.accountCode, r.accountName, r.accountType, r.debit, r.credit]),
    [null, 'Total', null, tb.totals.debit, tb.totals.credit],
  ]);
}
