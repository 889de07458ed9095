import type { Executor } from '@tawi/db';
import { chargesVat, firstVatPeriod, formatVatPeriod, type VatRegistration } from '@tawi/domain';
import { AppError } from '../../platform/app-error';
import { companyVatRegistration } from '../../platform/company-vat';
import { type Range, vatTransactions } from './vat-transactions.repo';

/** Why a company has no VAT summaries (the list's `notice`), null when it has them. */
export function vatNotice(registration: VatRegistration): string | null {
  return firstVatPeriod(registration)
    ? null
    : 'The company is not VAT-registered: it charges no VAT and files no VAT returns. Register in Settings, Business profile.';
}

/**
 * The VAT transactions of a range that belong to the company's VAT returns: documents (or, for voids
 * and credit notes, the document they correct) dated on or after the VAT registration took effect.
 * A company that is not registered has none.
 */
export async function registeredVatTransactions(db: Executor, companyId: string, range: Range) {
  const registration = await companyVatRegistration(db, companyId);
  const t = await vatTransactions(db, companyId, range);
  const charged = (x: { date: string; relatedDate: string | null }) =>
    chargesVat(registration, x.relatedDate ?? x.date);
  return { sales: t.sales.filter(charged), purchases: t.purchases.filter(charged), registration };
}

/** A month before the VAT registration (or any month of a company not registered) has no VAT summary: 404. */
export async function assertVatPeriodRegistered(db: Executor, companyId: string, period: string) {
  const first = firstVatPeriod(await companyVatRegistration(db, companyId));
  if (first === null || period < first) {
    const month = formatVatPeriod(period);
    throw new AppError('not-found', `No VAT summary for ${month}: the company is not VAT-registered then`);
  }
}
