import type { CustomerStatement } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { invoiceStatus, Money, settledStatus } from '@tawi/domain';
import { contactStatementLines, statementPeriod } from '../ledger';
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
  const { from, to, openingOn } = statementPeriod(q);
  const opening = openingOn
    ? ((await customerBalances(db, companyId, [customer.id], openingOn)).get(customer.id)?.balance ?? 0)
    : 0;
  const { lines, closingBalance } = await contactStatementLines(
    db,
    companyId,
    {
      contactId: customer.id,
      systemKeys: ['accounts_receivable', 'customer_credits'],
      raisedBy: 'debit',
      types: TYPES,
      otherType: 'invoice',
    },
    { from, to, opening },
  );
  const open = await openInvoices(db, companyId, { asOf: to, customerId: customer.id });
  return {
    customerId: customer.id,
    customerName: customer.name,
    from,
    to,
    openingBalance: opening,
    lines,
    closingBalance,
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
