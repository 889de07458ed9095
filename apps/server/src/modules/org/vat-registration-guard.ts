import { bills, type Executor, invoices } from '@tawi/db';
import { chargesVat, formatDate, type VatRegistration } from '@tawi/domain';
import { isNotNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';

type DateColumn = typeof invoices.date | typeof bills.date;

/** SQL: a document dated `column` charges VAT under `r` (domain chargesVat). */
const charged = (r: VatRegistration, column: DateColumn): SQL =>
  r.vatRegistered && r.vatRegisteredFrom ? sql`(${column} >= ${r.vatRegisteredFrom}::date)` : sql`false`;

/**
 * Refuses a change of the VAT registration that would change whether a recorded document charged VAT
 * (422 `vat-registration-in-use`): issued invoices (and so their credit notes) and bills keep the
 * VAT they posted, and the VAT returns, credit notes and voids read the registration by their date.
 */
export async function assertRegistrationKeepsDocuments(
  tx: Executor,
  companyId: string,
  before: VatRegistration,
  after: VatRegistration,
) {
  const flips = (column: DateColumn) => sql`${charged(before, column)} <> ${charged(after, column)}`;
  const [invoice] = await tx
    .select({ number: invoices.invoiceNumber, date: invoices.date })
    .from(invoices)
    .where(ofCompany(invoices, companyId, isNotNull(invoices.issuedAt), flips(invoices.date)))
    .orderBy(invoices.date)
    .limit(1);
  const [bill] = invoice
    ? []
    : await tx
        .select({ number: bills.billNumber, date: bills.date })
        .from(bills)
        .where(ofCompany(bills, companyId, flips(bills.date)))
        .orderBy(bills.date)
        .limit(1);
  const clash = invoice ?? bill;
  if (!clash) return;
  const was = chargesVat(before, clash.date) ? 'with' : 'without';
  const message = `${clash.number} of ${formatDate(clash.date)} was recorded ${was} VAT and would not be any more: choose a date that leaves recorded invoices and bills as they are`;
  throw new AppError('vat-registration-in-use', message, {
    fields: { vatRegisteredFrom: message },
    document: clash.number,
  });
}
