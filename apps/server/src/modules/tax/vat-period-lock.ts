import { type Executor, vatFilings } from '@tawi/db';
import { vatMonthName, vatPeriodOf } from '@tawi/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';

/**
 * A transaction-scoped lock on one VAT month of a company: shared by postings that change the
 * month's figures, exclusive while the month is filed, so a return is filed either before such a
 * posting (which then sees the filing and is refused) or after it commits (and counts it), never
 * in between. The filing takes only this lock, so no lock cycle can form.
 */
export async function lockVatPeriod(
  tx: Executor,
  companyId: string,
  period: string,
  mode: 'shared' | 'exclusive',
) {
  const key = sql`hashtextextended(${`vat-period:${companyId}:${period}`}, 0)`;
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
}

/**
 * Refuses a posting dated `date` that would change the VAT figures of a month whose return is filed
 * (issuing an invoice, a bill, a credit note, a void of one of these): 422 `vat-period-filed`; the
 * user dates it in an open month instead. Call it inside the use case's transaction.
 */
export async function assertVatPeriodOpen(tx: Executor, companyId: string, date: string): Promise<void> {
  const period = vatPeriodOf(date);
  await lockVatPeriod(tx, companyId, period, 'shared');
  const [filed] = await tx
    .select({ filingDate: vatFilings.filingDate })
    .from(vatFilings)
    .where(ofCompany(vatFilings, companyId, eq(vatFilings.period, period)));
  if (filed) {
    throw new AppError('vat-period-filed', `The VAT return for ${vatMonthName(period)} is filed`, {
      period,
      date,
      filingDate: filed.filingDate,
      fields: { date: `The VAT return for ${vatMonthName(period)} is filed: choose a date in an open month` },
    });
  }
}
