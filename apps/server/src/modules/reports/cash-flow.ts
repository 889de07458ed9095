import type { Executor } from '@tawi/db';
import { type CashFlow, cashFlowOf } from '@tawi/domain';
import type { ReportRange } from './report-range';
import { accountActivity } from './reports.repo';

/** Indirect-method cash flow over from..to, reconciled to cash, bank and mobile-money accounts. */
export async function cashFlow(db: Executor, companyId: string, range: ReportRange): Promise<CashFlow> {
  return cashFlowOf(await accountActivity(db, companyId, range, { before: true }));
}
