import type { CustomerStatement } from '@tawi/contracts';
import { type Executor, journalEntries, journalLines } from '@tawi/db';
import { addDays, daysBefore, invoiceStatus, Money, settledStatus, todayIn } from '@tawi/domain';
import { asc, eq, gte, lte } from 'drizzle-orm';
import { postedOn, withAccountAndEntry } from '../ledger';
import { customerBalances } from './customer-balances';
import { findCustomerRow } from './customers.repo';
import { bucketTotals, openInvoices } from './open-invoices';

const TYPES: Record<string, CustomerStatement['lines'][number]['type']> = {
  invoice: 'invoice',
  'customer-receipt': 'receipt',
  'credit-note': 'credit',
  'invoice-void': 'void',
  'customer-credit-applied': 'credit',
  'credit-note-apply': 'credit',
  'credit-note-refund': 'refund',
  'customer-receipt-void': 'void',
};

/**
 * The customer's account over a period, from the books: the balance before `from`, then every posted
 * receivables and customer-credit line of theirs (invoices, refunds of credit and receipt voids
 * debit; receipts, credit notes and invoice voids credit; credit applied moves between the two) with
 * a running balance; then the aging of their open invoices as of `to`. From defaults to
 * 90 days before `to`, to to today.
 */
export async function customerStatement(
  db: Executor,
  companyId: string,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<CustomerStatement> {
  const customer = await findCustomerRow(db, companyId, customerId);
  const to = q.to ?? todayIn();
  const from = q.from ?? addDays(to, -90);
  const before = daysBefore(from);
  const opening = before?.to
    ? ((await customerBalances(db, companyId, [customer.id], before.to)).get(customer.id)?.balance ?? 0)
    : 0;
  const rows = await withAccountAndEntry(
    db.select({ line: journalLines, entry: journalEntries }).from(journalLines).$dynamic(),
  )
    .where(
      postedOn(
        companyId,
        ['accounts_receivable', 'customer_credits'],
        eq(journalLines.contactId, customer.id),
        gte(journalEntries.date, from),
        lte(journalEntries.date, to),
      ),
    )
    .orderBy(asc(journalEntries.date), asc(journalEntries.postedAt), asc(journalLines.lineNo));
  let balance = Money.of(opening);
  const lines = rows.map(({ line, entry }) => {
    balance = balance.plus(line.debit).minus(line.credit);
    return {
      date: entry.date,
      type: TYPES[entry.sourceType ?? ''] ?? 'invoice',
      number: line.description ?? entry.number,
      description: entry.memo ?? '',
      debit: Money.of(line.debit).toNumber(),
      credit: Money.of(line.credit).toNumber(),
      balance: balance.toNumber(),
    };
  });
  const open = await openInvoices(db, companyId, { asOf: to, customerId: customer.id });
  return {
    customerId: customer.id,
    customerName: customer.name,
    from,
    to,
    openingBalance: opening,
    lines,
    closingBalance: balance.toNumber(),
    aging: bucketTotals(open, to),
    openInvoices: open.map(({ invoice: i, outstanding }) => ({
      invoiceNumber: i.invoiceNumber,
      date: i.date,
      dueDate: i.dueDate,
      // as it stood at the end of `to` (it may be paid or voided since)
      status: invoiceStatus(settledStatus(i.total, Money.of(i.total).minus(outstanding)), i.dueDate, to),
      outstanding: outstanding.toNumber(),
    })),
  };
}
