import type { ReceivablesAging } from '@tawi/contracts';
import { customers, type Executor } from '@tawi/db';
import { AGING_KEYS, Money } from '@tawi/domain';
import { contactNames } from '../../platform/contact-record';
import { contactBalances, netOf } from '../ledger';
import { agingOfBuckets, type OpenInvoiceBucket, openInvoiceBuckets } from './open-invoices';

/**
 * Per customer (with their name), the credit they held at the end of `asOf` in the branches: the
 * balance of their posted customer-credits lines (receipt remainders and credit notes not yet
 * applied or refunded; contactBalances). Customers holding none are left out.
 */
export async function heldCredits(
  db: Executor,
  companyId: string,
  q: { asOf: string; branchIds?: readonly string[] | undefined },
) {
  const balances = await contactBalances(db, companyId, { systemKeys: ['customer_credits'], ...q });
  const held = [...balances.keys()]
    .map((customerId) => ({ customerId, held: netOf(balances, customerId, 'customer_credits').neg() }))
    .filter((c) => !c.held.isZero());
  if (held.length === 0) return [];
  const nameOf = await contactNames(
    db,
    customers,
    companyId,
    held.map((c) => c.customerId),
  );
  return held.flatMap((c) => {
    const customerName = nameOf.get(c.customerId);
    return customerName === undefined ? [] : [{ ...c, customerName }];
  });
}

type AgingRow = ReceivablesAging['rows'][number];
const AMOUNTS = [...Object.values(AGING_KEYS), 'unappliedCredit', 'total'] as const;

/**
 * Receivables aging (API.md): per customer, what their open invoices still owe, in the buckets
 * Current, 1-30, 31-60, 61-90 and over 90 days past due as of `asOf` (see `openInvoiceBuckets`), and the
 * credit they hold, not yet applied or refunded, as a negative `unappliedCredit`; `total` is what they
 * owe net of it. So `totals.total` = the receivables account less the customer credits account, as at
 * `asOf` (in the branches).
 */
export async function receivablesAging(
  db: Executor,
  companyId: string,
  asOf: string,
  branchIds: readonly string[] | undefined,
): Promise<ReceivablesAging> {
  const [open, held] = await Promise.all([
    openInvoiceBuckets(db, companyId, { asOf, branchIds }),
    heldCredits(db, companyId, { asOf, branchIds }),
  ]);
  const byCustomer = new Map<string, { name: string; buckets: OpenInvoiceBucket[]; credit: Money }>();
  const entryOf = (id: string, name: string) => {
    const entry = byCustomer.get(id) ?? { name, buckets: [], credit: Money.zero() };
    byCustomer.set(id, entry);
    return entry;
  };
  for (const b of open) entryOf(b.customerId, b.customerName).buckets.push(b);
  for (const c of held) entryOf(c.customerId, c.customerName).credit = c.held;
  const out: AgingRow[] = [...byCustomer.entries()]
    .map(([customerId, c]) => {
      const buckets = agingOfBuckets(c.buckets);
      const total = Money.of(buckets.total).minus(c.credit).toNumber();
      return {
        customerId,
        customerName: c.name,
        ...buckets,
        unappliedCredit: c.credit.neg().toNumber(),
        total,
      };
    })
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
  const totals = Object.fromEntries(
    AMOUNTS.map((k) => [k, Money.sum(out.map((r) => Money.of(r[k]))).toNumber()]),
  ) as ReceivablesAging['totals'];
  return { asOf, rows: out, totals };
}
