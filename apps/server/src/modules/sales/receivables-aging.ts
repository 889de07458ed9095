import type { ReceivablesAging } from '@tawi/contracts';
import { customers, type Executor, invoices } from '@tawi/db';
import { AGING_KEYS, type AgingKey, agingKey, daysPastDue, invoiceOutstanding, Money } from '@tawi/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';

type Figures = Record<AgingKey | 'total', Money>;
const zero = (): Figures => ({
  current: Money.zero(),
  days1to30: Money.zero(),
  days31to60: Money.zero(),
  days61to90: Money.zero(),
  over90: Money.zero(),
  total: Money.zero(),
});
const numbers = (f: Figures) =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.toNumber()])) as Record<keyof Figures, number>;

/** Open issued invoices (dated up to `asOf`) of the branches, optionally of one customer. */
export async function openInvoices(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined; customerId?: string | undefined },
) {
  return db
    .select({ invoice: invoices, customerName: customers.name })
    .from(invoices)
    .innerJoin(
      customers,
      and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)),
    )
    .where(
      and(
        eq(invoices.companyId, companyId),
        inArray(invoices.status, ['Unpaid', 'PaidPartially']),
        lte(invoices.date, q.asOf),
        q.branchIds ? inArray(invoices.branchId, [...q.branchIds]) : undefined,
        q.customerId ? eq(invoices.customerId, q.customerId) : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(invoices.dueDate), asc(invoices.invoiceNumber));
}

/** Open amounts in the five buckets by days past due as of `asOf`. */
export function bucketTotals(rows: Awaited<ReturnType<typeof openInvoices>>, asOf: string) {
  const f = zero();
  for (const { invoice: i } of rows) {
    const left = invoiceOutstanding(i.total, i.amountPaid, i.amountCredited);
    const key = agingKey(daysPastDue(i.dueDate, asOf));
    f[key] = f[key].plus(left);
    f.total = f.total.plus(left);
  }
  return numbers(f);
}

/**
 * Receivables aging (API.md): per customer, what their open invoices still owe, in the buckets
 * Current, 1-30, 31-60, 61-90 and over 90 days past due as of `asOf`, with totals. Amounts are the
 * invoices' outstanding today (receipts and credits dated after `asOf` are not unwound).
 */
export async function receivablesAging(
  db: Executor,
  companyId: string,
  asOf: string,
  branchIds: readonly string[] | undefined,
): Promise<ReceivablesAging> {
  const rows = await openInvoices(db, companyId, { asOf, branchIds });
  const byCustomer = new Map<string, { name: string; rows: typeof rows }>();
  for (const r of rows) {
    const entry = byCustomer.get(r.invoice.customerId) ?? { name: r.customerName, rows: [] };
    entry.rows.push(r);
    byCustomer.set(r.invoice.customerId, entry);
  }
  const out = [...byCustomer.entries()].map(([customerId, c]) => ({
    customerId,
    customerName: c.name,
    ...bucketTotals(c.rows, asOf),
  }));
  const totals = Object.fromEntries(
    [...Object.values(AGING_KEYS), 'total' as const].map((k) => [
      k,
      Money.sum(out.map((r) => Money.of(r[k]))).toNumber(),
    ]),
  ) as ReceivablesAging['totals'];
  return { asOf, rows: out, totals };
}
