import type { Executor } from '@tawi/db';
import { formatDate } from '@tawi/domain';
import { fieldError } from '../../platform/app-error';
import { companyToday } from '../../platform/company-today';
import { lastReconciled } from './reconciliations.repo';

/**
 * A statement date is not in the future (in the company's time zone) and falls after the account's
 * last finished reconciliation, so statements of one account follow each other.
 */
export async function assertStatementDate(
  db: Executor,
  companyId: string,
  bankAccountId: string,
  statementDate: string,
): Promise<void> {
  if (statementDate > (await companyToday(db, companyId))) {
    throw fieldError('statementDate', 'Cannot be after today');
  }
  const last = await lastReconciled(db, companyId, bankAccountId);
  if (last && statementDate <= last.statementDate) {
    throw fieldError(
      'statementDate',
      `After the last reconciled statement, dated ${formatDate(last.statementDate)}`,
    );
  }
}
