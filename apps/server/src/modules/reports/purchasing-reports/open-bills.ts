import { bills, type Executor, paymentAllocations, supplierPayments } from '@tawi/db';
import { type AgingKey, Money } from '@tawi/domain';
import { eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import { agingBucketOf } from '../../sales';

/**
 * What each payment allocation still paid at the end of `asOf`: nothing if the payment is dated
 * later or was voided by then; less its share of a refund made by then (a refund takes back the
 * latest allocations first, as reverse-supplier-payment does).
 */
function allocationsAsOf(db: Executor, companyId: string, asOf: string, billIds: SQL) {
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
    .innerJoin(p, keyedJoin(p, a, a.paymentId))
    .where(
      ofCompany(
        a,
        companyId,
        lte(p.date, asOf),
        // every allocation of the payments that paid these bills (a refund's share depends on them all)
        sql`${a.paymentId} in (select x.payment_id from ${a} x
          where x.company_id = ${companyId} and x.bill_id in ${billIds})`,
      ),
    )
    .as('paid_as_of');
}

/**
 * The bills that may have been open at the end of `asOf`: those not paid in full today (and voided
 * ones), and those paid in full today with a payment dated after `asOf`. A bill paid in full by
 * payments all dated by then owed nothing then (a payment voided or refunded since would have reopened
 * it), so it is never read: the cost follows the open bills, not every bill (indexes of migration 0046).
 */
function unsettledAt(companyId: string, asOf: string) {
  return sql`(
    select b.id from ${bills} b where b.company_id = ${companyId} and b.status <> 'Paid'
    union
    select a.bill_id from ${paymentAllocations} a
      join ${supplierPayments} p on p.company_id = a.company_id and p.id = a.payment_id
     where p.company_id = ${companyId} and p.date > ${asOf}
  )`;
}

/**
 * What the bills of the branches standing at the end of `asOf` (dated by then, not voided by then)
 * still owed then, summed in SQL per supplier and aging bucket (by due date as at `asOf`): each bill's
 * total less the payments allocated to it as they stood then (allocationsAsOf). Bills owing nothing
 * are left out. Today's figures equal total - paidAmount.
 */
export async function openBills(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined },
): Promise<Array<{ supplierId: string; bucket: AgingKey; outstanding: Money }>> {
  const candidates = unsettledAt(companyId, q.asOf);
  const paid = allocationsAsOf(db, companyId, q.asOf, candidates);
  const owed = db
    .select({
      supplierId: sql<string>`${bills.supplierId}`.as('supplier_id'),
      bucket: agingBucketOf(bills.dueDate, q.asOf).as('bucket'),
      outstanding: sql<string>`${bills.totalAmount} - coalesce(sum(${paid.paid}), 0)`.as('outstanding'),
    })
    .from(bills)
    .leftJoin(paid, eq(paid.billId, bills.id))
    .where(
      ofCompany(
        bills,
        companyId,
        sql`${bills.id} in ${candidates}`,
        lte(bills.date, q.asOf),
        or(sql`${bills.voidDate} is null`, sql`${bills.voidDate} > ${q.asOf}`),
        q.branchIds ? inArray(bills.branchId, [...q.branchIds]) : undefined,
      ),
    )
    .groupBy(bills.id)
    .as('owed');
  const rows = await db
    .select({
      supplierId: owed.supplierId,
      bucket: owed.bucket,
      outstanding: sql<string>`sum(${owed.outstanding})::text`,
    })
    .from(owed)
    .where(sql`${owed.outstanding} > 0`)
    .groupBy(owed.supplierId, owed.bucket);
  return rows.map((r) => ({ ...r, outstanding: Money.of(r.outstanding) }));
}
