import type { Executor } from '@tawi/db';
import { formatDate, correctionDate as resolveDate } from '@tawi/domain';
import { AppError } from '../../platform/app-error';
import { companyToday } from '../../platform/company-today';
import { assertOpenPeriod } from './post-entry';

/** The document a void, reversal, refund or cancel corrects: its business date and its name (INV-0001). */
export interface Corrected {
  date: string;
  label: string;
}

/**
 * The one rule for the date of a correction (every void, reversal, refund or cancel that posts):
 * the date asked for, else today in the company's time zone (the document's date when that is
 * later). Before the document's date: 422 `invalid-date`; on or before the lock date: 422
 * `period-locked`. Call it inside the use case's transaction, before anything is written.
 */
export async function correctionDate(
  tx: Executor,
  companyId: string,
  document: Corrected,
  requested?: string | null | undefined,
): Promise<string> {
  const date = resolveDate(document.date, await companyToday(tx, companyId), requested);
  if (date === null) {
    const message = `The date ${formatDate(requested)} is before ${document.label}'s date ${formatDate(document.date)}`;
    throw new AppError('invalid-date', message, {
      date: requested,
      documentDate: document.date,
      fields: { date: message },
    });
  }
  await assertOpenPeriod(tx, companyId, date);
  return date;
}
