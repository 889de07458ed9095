import type { WithholdingCredit } from '@tawi/contracts';
import { customerReceipts, customers, type Executor, invoices, receiptAllocations } from '@tawi/db';
import { asc, between, eq, gt, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany, sameCompany } from '../../platform/company-rows';
import type { Range } from './vat-transactions.repo';

/**
 * The withholding VAT certificates received in the range: receipts (not voided) dated in it on which
 * the customer, a withholding agent, withheld VAT; with the invoices they paid. They offset the VAT
 * due of the receipt's month (KENYA.md "Withholding VAT credits ... offset the VAT due").
 */
export async function withholdingCredits(
  db: Executor,
  companyId: string,
  range: Range,
): Promise<WithholdingCredit[]> {
  const rows = await db
    .select({
      receiptId: customerReceipts.id,
      receiptNumber: customerReceipts.receiptNumber,
      date: customerReceipts.date,
      withholderName: customers.name,
      withholderPin: customers.kraPin,
      certificateNumber: sql<string>`coalesce(${customerReceipts.withholdingCertificateNumber}, '')`,
      certificateDate: sql<string>`coalesce(${customerReceipts.withholdingCertificateDate}, ${customerReceipts.date})`,
      invoiceNumber: sql<string>`coalesce(string_agg(${invoices.invoiceNumber}, ', ' order by ${invoices.invoiceNumber}), '')`,
      invoiceDate: sql<string | null>`min(${invoices.date})`,
      amount: customerReceipts.vatWithheld,
    })
    .from(customerReceipts)
    .innerJoin(customers, keyedJoin(customers, customerReceipts, customerReceipts.customerId))
    .leftJoin(
      receiptAllocations,
      sameCompany(
        receiptAllocations,
        customerReceipts,
        eq(receiptAllocations.receiptId, customerReceipts.id),
      ),
    )
    .leftJoin(invoices, keyedJoin(invoices, receiptAllocations, receiptAllocations.invoiceId))
    .where(
      ofCompany(
        customerReceipts,
        companyId,
        eq(customerReceipts.status, 'Completed'),
        gt(customerReceipts.vatWithheld, '0'),
        between(customerReceipts.date, range.from, range.to),
      ),
    )
    .groupBy(customerReceipts.id, customers.id)
    .orderBy(asc(customerReceipts.date), asc(customerReceipts.receiptNumber));
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}
