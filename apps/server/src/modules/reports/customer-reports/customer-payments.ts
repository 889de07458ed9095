import { customerReceipts, customers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { PAYMENT_METHOD_NAMES as METHODS } from '../../sales';
import type { TableReportLoader } from '../tables/table-report';

/**
 * API.md `customer-payments`: the receipts of the period and branches (of one customer with
 * `customerId`), voided ones left out: how each was paid, its amount and the part applied to invoices
 * (the rest is held as the customer's credit).
 */
export const customerPayments: TableReportLoader<
  { customerId?: string | undefined },
  ReturnType<typeof toRow>
> = async ({ db, ctx, range, query }) => {
  const r = customerReceipts;
  const rows = await db
    .select({
      customerId: r.customerId,
      customerName: customers.name,
      receiptNumber: r.receiptNumber,
      date: r.date,
      method: r.method,
      reference: r.reference,
      amount: r.amount,
      unallocated: r.unallocated,
    })
    .from(r)
    .innerJoin(customers, and(eq(customers.companyId, r.companyId), eq(customers.id, r.customerId)))
    .where(
      and(
        eq(r.companyId, ctx.companyId),
        eq(r.status, 'Completed'),
        gte(r.date, range.from),
        lte(r.date, range.to),
        inBranches(r.branchId, range),
        query.customerId ? eq(r.customerId, query.customerId) : undefined,
      ),
    );
  return { rows: rows.map(toRow) };
};

function toRow(r: {
  customerId: string;
  customerName: string;
  receiptNumber: string;
  date: string;
  method: string;
  reference: string | null;
  amount: string;
  unallocated: string;
}) {
  return {
    customerId: r.customerId,
    customerName: r.customerName,
    receiptNumber: r.receiptNumber,
    date: r.date,
    method: METHODS[r.method] ?? r.method,
    reference: r.reference,
    amount: Money.of(r.amount).toNumber(),
    applied: Money.of(r.amount).minus(r.unallocated).toNumber(),
  };
}
