import { bills, type Executor, paymentAllocations, supplierPayments } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';

/**
 * What each payment allocation still paid at the end of `asOf`: nothing if the payment is dated
 * later or was voided by then; less its share of a refund made by then (a refund takes back the
 * latest allocations first, as reverse-supplier-payment does).
 */
function allocationsAsOf(db: Executor, companyId: string, asOf: string) {
  const a = paymentAllocations;
  const p = supplierPayments;
  const before = sql`coalesce(sum(${a.amount}) over (partition by ${a.paymentId} order by ${a.id} desc
    rows between unbounded preceding and 1 preceding), 0)`;
  const refunded = sql`least(${a.amount}, greatest(0, ${p.refundAmount} - ${before}))`;
  return db
    .select({
      billId: sql<string>`${a.billId}`.as('bill_id'),
      paid: sql<string>`case
        when ${p.status} = 'Voided' and ${p.voidDate} <= ${asOf} then 0
        when ${p.status} = 'Refunded' and ${p.refundDate} <= ${asOf} then ${a.amount} - ${refunded}
        else ${a.amount} end`.as('paid'),
    })
    .from(a)
    .innerJoin(p, and(eq(p.companyId, a.companyId), eq(p.id, a.paymentId)))
    .where(and(eq(a.companyId, companyId), lte(p.date, asOf)))
    .as('paid_as_of');
}

/**
 * The bills of the branches standing at the end of `asOf` (dated by then, not voided by then) with
 * what each still owed then: its total less the payments allocated to it as they stood then
 * (allocationsAsOf). Bills owing nothing are left out. Today's figures equal total - paidAmount.
 */
export async function openBills(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined },
) {
  const paid = allocationsAsOf(db, companyId, q.asOf);
  const rows = await db
    .select({
      supplierId: bills.supplierId,
      dueDate: bills.dueDate,
      total: bills.totalAmount,
      paid: sql<string>`coalesce(sum(${paid.paid}), 0)::text`,
    })
    .from(bills)
    .leftJoin(paid, eq(paid.billId, bills.id))
    .where(
      and(
        eq(bills.companyId, companyId),
        lte(bills.date, q.asOf),
        or(sql`${bills.voidDate} is null`, sql`${bills.voidDate} > ${q.asOf}`),
        q.branchIds ? inArray(bills.branchId, [...q.branchIds]) : undefined,
      ),
    )
    .groupBy(bills.id);
  return rows
    .map((r) => ({
      supplierId: r.supplierId,
      dueDate: r.dueDate,
      outstanding: Money.of(r.total).minus(r.paid),
    }))
    .filter((r) => r.outstanding.isPositive());
}
