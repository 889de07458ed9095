import type { ReceiptCreate } from '@tawi/contracts';
import { customerReceipts, type Database, type Executor, invoices, receiptAllocations } from '@tawi/db';
import { invoiceOutstanding, Money, receiptPosting, settledStatus, statusLabel, todayIn } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { fieldError } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import { linkPostedEntry } from '../../platform/entry-link';
import {
  assertAllocationsFit,
  checkedVatWithheld,
  idOrNumberIn,
  rowsByRef,
} from '../../platform/money-allocation';
import { claimMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { postDocument, usableBankAccount } from '../ledger';
import { findCustomerRow } from './customers.repo';
import { findReceipt } from './receipts.repo';

type Invoice = typeof invoices.$inferSelect;
type Customer = Awaited<ReturnType<typeof findCustomerRow>>;
type Bank = Awaited<ReturnType<typeof usableBankAccount>>;

/** The invoices paid, locked in id order (concurrent receipts never deadlock), by id or INV number. */
export async function lockInvoices(
  tx: Executor,
  companyId: string,
  customerId: string,
  refs: readonly string[],
) {
  if (refs.length === 0) return [];
  const rows = await tx
    .select()
    .from(invoices)
    .where(ofCompany(invoices, companyId, idOrNumberIn(invoices.id, invoices.invoiceNumber, refs)))
    .orderBy(asc(invoices.id))
    .for('update');
  return rowsByRef(refs, rows, (r) => r.invoiceNumber).map((inv, i) => {
    if (!inv || inv.customerId !== customerId)
      throw fieldError(`invoices.${i}.invoiceId`, 'Not an invoice of this customer');
    if (inv.status === 'Void' || inv.status === 'Draft')
      throw fieldError(
        `invoices.${i}.invoiceId`,
        `${inv.invoiceNumber} is ${statusLabel(inv.status).toLowerCase()}`,
      );
    return inv;
  });
}

/**
 * The VAT a withholding agent withheld on this receipt (0 when none): only from a customer marked an
 * agent, and at most 2% of the taxable value (subtotal) of the invoices it pays (KENYA.md, withholding VAT).
 */
function withheldVatOf(
  customer: { withholdingVatAgent: boolean; name: string },
  input: ReceiptCreate,
  paid: readonly { subtotal: string }[],
): Promise<Money> {
  return checkedVatWithheld(input.vatWithheld, paid, 'invoices', () => {
    if (!customer.withholdingVatAgent)
      throw fieldError('vatWithheld', `${customer.name} is not a withholding VAT agent`);
  });
}

/** The RCT-nnnn row, its M-Pesa code claimed (a code pays once). */
async function insertReceipt(
  tx: Executor,
  ctx: RequestContext,
  branchId: string,
  to: { customer: Customer; bank: Bank; date: string; withheld: Money; unallocated: Money },
  input: ReceiptCreate,
) {
  const receiptNumber = await nextDocumentNumber(tx, ctx.companyId, 'RCT');
  const receipt = await tx
    .insert(customerReceipts)
    .values({
      companyId: ctx.companyId,
      branchId,
      receiptNumber,
      customerId: to.customer.id,
      amount: Money.of(input.amount).toFixed(),
      unallocated: to.unallocated.toFixed(),
      vatWithheld: to.withheld.toFixed(),
      withholdingCertificateNumber: to.withheld.isZero()
        ? null
        : (input.withholdingCertificateNumber ?? null),
      withholdingCertificateDate: to.withheld.isZero() ? null : (input.withholdingCertificateDate ?? null),
      method: input.paymentMethod,
      reference: input.reference ?? null,
      bankAccountId: to.bank.id,
      date: to.date,
      notes: input.notes ?? null,
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('receipt insert'));
  await claimMpesaReference(tx, ctx.companyId, receipt, {
    type: 'customer-receipt',
    id: receipt.id,
    number: receiptNumber,
  });
  return receipt;
}

/** Records each allocation and moves its invoice's amount paid and status on. */
async function allocateToInvoices(
  tx: Executor,
  companyId: string,
  receiptId: string,
  locked: Invoice[],
  input: ReceiptCreate,
) {
  for (const [i, allocation] of input.invoices.entries()) {
    const inv = locked[i];
    if (!inv) continue;
    await tx.insert(receiptAllocations).values({
      companyId,
      receiptId,
      invoiceId: inv.id,
      amount: Money.of(allocation.amount).toFixed(),
    });
    const paid = Money.of(inv.amountPaid).plus(allocation.amount);
    inv.amountPaid = paid.toFixed();
    await tx
      .update(invoices)
      .set({
        amountPaid: paid.toFixed(),
        status: settledStatus(inv.total, paid.plus(inv.amountCredited)),
        updatedAt: new Date(),
      })
      .where(ofCompany(invoices, companyId, eq(invoices.id, inv.id)));
  }
}

/**
 * Money received from a customer, RCT-nnnn, into a bank, cash or M-Pesa account, allocated to their
 * invoices (each at most what it still owes: 422 `allocation-exceeds-outstanding`); what is left
 * over becomes customer credit. VAT a withholding agent withheld settles invoices like money (see
 * withheldVatOf). Posts what `receiptPosting` returns: the bank and withholding VAT receivable against receivables
 * (the customer's) and customer credits; the invoices' amountPaid and status follow. One transaction, the invoices locked.
 */
export async function receivePayment(db: Database, ctx: RequestContext, input: ReceiptCreate) {
  const branchId = scopedBranchId(ctx);
  const id = await db.transaction(async (tx) => (await receivePaymentIn(tx, ctx, branchId, input)).id);
  return findReceipt(db, ctx.companyId, id);
}

/** `receivePayment` in the caller's transaction, at a branch already checked; the receipt row. */
export async function receivePaymentIn(
  tx: Executor,
  ctx: RequestContext,
  branchId: string,
  input: ReceiptCreate,
) {
  const customer = await findCustomerRow(tx, ctx.companyId, input.customerId);
  const bank = await usableBankAccount(tx, ctx.companyId, input.bankAccountId);
  const date = input.date ?? todayIn();
  const refs = input.invoices.map((i) => i.invoiceId);
  const locked = await lockInvoices(tx, ctx.companyId, customer.id, refs);
  assertAllocationsFit(input.invoices, locked, {
    list: 'invoices',
    outstanding: (i) => invoiceOutstanding(i.total, i.amountPaid, i.amountCredited),
    number: (i) => i.invoiceNumber,
  });
  const allocated = Money.sum(input.invoices.map((a) => Money.of(a.amount)));
  const withheld = await withheldVatOf(customer, input, locked);
  const unallocated = Money.of(input.amount).plus(withheld).minus(allocated);
  const receipt = await insertReceipt(
    tx,
    ctx,
    branchId,
    { customer, bank, date, withheld, unallocated },
    input,
  );
  await allocateToInvoices(tx, ctx.companyId, receipt.id, locked, input);
  const n = receipt.receiptNumber;
  const entry = await postDocument(tx, ctx, {
    branchId,
    date,
    memo: `Receipt ${n} from ${customer.name}`,
    source: { type: 'customer-receipt', id: receipt.id },
    lines: receiptPosting({
      number: n,
      branchId,
      customerId: customer.id,
      bankLedgerAccountId: bank.accountId,
      amount: input.amount,
      allocated,
      vatWithheld: withheld,
    }),
  });
  await linkPostedEntry(tx, ctx.companyId, customerReceipts, receipt.id, entry.id);
  await auditCreate(tx, ctx, 'customer-receipt', receipt.id, n, input);
  return receipt;
}
