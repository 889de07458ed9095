import { bills, type Executor, suppliers } from '@tawi/db';
import { eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { lockedRow } from '../../platform/locked-row';

/**
 * One supplier invoice is billed once: another bill of the supplier, not void, with the same
 * invoice number (any case, spaces around ignored) is 409, so its VAT is not claimed and its amount
 * not paid twice. The supplier's row is locked first, so two requests cannot both pass.
 */
export async function assertNewSupplierInvoice(
  tx: Executor,
  companyId: string,
  supplier: { id: string; name: string },
  invoiceNumber: string,
) {
  await lockedRow(tx, companyId, suppliers, supplier.id);
  const [clash] = await tx
    .select({ billNumber: bills.billNumber })
    .from(bills)
    .where(
      ofCompany(
        bills,
        companyId,
        eq(bills.supplierId, supplier.id),
        ne(bills.status, 'Void'),
        sql`lower(trim(${bills.supplierInvoiceNumber})) = ${invoiceNumber.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  if (clash) {
    const message = `${clash.billNumber} already records invoice ${invoiceNumber} of ${supplier.name}`;
    throw new AppError('duplicate-reference', message, { fields: { supplierInvoiceNumber: message } });
  }
}
