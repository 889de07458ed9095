import { type Executor, invoiceLines, invoices } from '@tawi/db';
import { asc, eq } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { salesTotalsColumns, salesTotalsOn, toLineInput } from './invoice-lines';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A Draft's tax as it is issued: a draft saved before the VAT registration was set, dated on or
 * after its effective date, is taxed now (and one dated before it loses its VAT). Runs in the
 * issuing transaction on the locked row; returns the row as it will post.
 */
export async function retaxDraftInvoice(tx: Executor, invoice: InvoiceRow): Promise<InvoiceRow> {
  const { companyId } = invoice;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(ofCompany(invoiceLines, companyId, eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.lineNo));
  const totals = await salesTotalsOn(tx, companyId, invoice.date, lines.map(toLineInput));
  if (totals.taxTotal.eq(invoice.taxTotal) && totals.total.eq(invoice.total)) return invoice;
  for (const [i, line] of lines.entries()) {
    const taxed = totals.lines[i];
    if (!taxed) continue;
    await tx
      .update(invoiceLines)
      .set({
        amount: taxed.amount.toFixed(),
        taxAmount: taxed.taxAmount.toFixed(),
        lineTotal: taxed.lineTotal.toFixed(),
      })
      .where(ofCompany(invoiceLines, companyId, eq(invoiceLines.id, line.id)));
  }
  const [row] = await tx
    .update(invoices)
    .set({
      ...salesTotalsColumns(totals),
      updatedAt: new Date(),
    })
    .where(ofCompany(invoices, companyId, eq(invoices.id, invoice.id)))
    .returning();
  return row ?? invoice;
}
