import type { Page, VatWithheldPayment, VatWithheldQuery } from '@tawi/contracts';
import { bills, type Executor, paymentAllocations, supplierPayments, suppliers } from '@tawi/db';
import { kraDate, Money, toCsv, vatPeriodOf, vatPeriodRange, withholdingVatDueDate } from '@tawi/domain';
import { asc, between, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany, sameCompany } from '../../platform/company-rows';
import { companyToday } from '../../platform/company-today';
import { pageOf } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';
import { assertReachesEveryBranch } from './vat-access';

/**
 * VAT the company, a withholding VAT agent, withheld from suppliers: payments (not voided) dated in
 * the range (default this month) with VAT withheld, the bills they paid, and when the VAT is due to
 * KRA, the fifth working day after the payment (KENYA.md "Returns and due dates").
 */
export async function vatWithheldPayments(
  db: Executor,
  ctx: RequestContext,
  q: VatWithheldQuery,
): Promise<VatWithheldPayment[]> {
  await assertReachesEveryBranch(db, ctx);
  const today = await companyToday(db, ctx.companyId);
  const month = vatPeriodRange(vatPeriodOf(today));
  const needle = q.search ? `%${q.search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({
      paymentId: supplierPayments.id,
      paymentNo: supplierPayments.paymentNumber,
      paymentDate: supplierPayments.date,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierPin: suppliers.kraPin,
      billNumbers: sql<string>`coalesce(string_agg(${bills.billNumber}, ', ' order by ${bills.billNumber}), '')`,
      supplierInvoiceNumbers: sql<string>`coalesce(string_agg(${bills.supplierInvoiceNumber}, ', ' order by ${bills.billNumber}), '')`,
      taxableValue: sql<string>`coalesce(sum(${bills.subtotal}), 0)`,
      vatWithheld: supplierPayments.vatWithheld,
    })
    .from(supplierPayments)
    .innerJoin(suppliers, keyedJoin(suppliers, supplierPayments, supplierPayments.supplierId))
    .leftJoin(
      paymentAllocations,
      sameCompany(
        paymentAllocations,
        supplierPayments,
        eq(paymentAllocations.paymentId, supplierPayments.id),
      ),
    )
    .leftJoin(bills, keyedJoin(bills, paymentAllocations, paymentAllocations.billId))
    .where(
      ofCompany(
        supplierPayments,
        ctx.companyId,
        sql`${supplierPayments.status} <> 'Voided'`,
        gt(supplierPayments.vatWithheld, '0'),
        between(supplierPayments.date, q.from ?? month.from, q.to ?? month.to),
        needle ? or(ilike(suppliers.name, needle), ilike(supplierPayments.paymentNumber, needle)) : undefined,
      ),
    )
    .groupBy(supplierPayments.id, suppliers.id)
    .orderBy(asc(supplierPayments.date), asc(supplierPayments.paymentNumber));
  return rows.map((r) => {
    const dueDate = withholdingVatDueDate(r.paymentDate);
    return {
      ...r,
      taxableValue: Money.of(r.taxableValue).toNumber(),
      vatWithheld: Money.of(r.vatWithheld).toNumber(),
      dueDate,
      overdue: today > dueDate,
    };
  });
}

export async function listVatWithheld(
  db: Executor,
  ctx: RequestContext,
  q: VatWithheldQuery,
): Promise<Page<VatWithheldPayment>> {
  return pageOf(await vatWithheldPayments(db, ctx, q), q, [
    'paymentDate',
    'dueDate',
    'supplierName',
    'vatWithheld',
  ]);
}

/** The list as CSV (dates dd/mm/yyyy as KRA writes them), for remitting the VAT withheld. */
export function vatWithheldCsv(rows: readonly VatWithheldPayment[]): string {
  return toCsv([
    [
      'PIN of Supplier',
      'Name of Supplier',
      'Payment Number',
      'Payment Date',
      'Bill Numbers',
      'Supplier Invoice Numbers',
      'Taxable Value (Ksh)',
      'VAT Withheld (Ksh)',
      'Due Date',
    ],
    ...rows.map((r) => [
      r.supplierPin,
      r.supplierName,
      r.paymentNo,
      kraDate(r.paymentDate),
      r.billNumbers,
      r.supplierInvoiceNumbers,
      Money.of(r.taxableValue),
      Money.of(r.vatWithheld),
      kraDate(r.dueDate),
    ]),
  ]);
}
