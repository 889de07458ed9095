import type { ReceiptCreate } from '@tawi/contracts';
import {
  bankAccounts,
  customerReceipts,
  type Database,
  type Executor,
  invoices,
  receiptAllocations,
} from '@tawi/db';
import {
  invoiceOutstanding,
  Money,
  receiptPosting,
  settledStatus,
  statusLabel,
  todayIn,
  withholdingVat,
} from '@tawi/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { nextDocumentNumber } from '../../platform/counters';
import { claimMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { postDocument } from '../ledger';
import { findCustomerRow } from './customers.repo';
import { isUuid } from './invoices.repo';
import { findReceipt } from './receipts.repo';

/** An active bank, cash or M-Pesa account of the company, or 400 on `bankAccountId`. */
export async function usableBankAccount(db: Executor, companyId: string, id: string) {
  const [bank] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id), eq(bankAccounts.isDeleted, false)),
    );
  if (!bank?.isActive) throw fieldError('bankAccountId', 'Choose an active bank, cash or M-Pesa account');
  return bank;
}

/** The invoices paid, locked in id order (concurrent receipts never deadlock), by id or INV number. */
export async function lockInvoices(
  tx: Executor,
  companyId: string,
  customerId: string,
  refs: readonly string[],
) {
  if (refs.length === 0) return [];
  const ids = refs.filter(isUuid);
  const rows = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        or(
          ids.length ? inArray(invoices.id, ids) : undefined,
          inArray(
            sql`upper(${invoices.invoiceNumber})`,
            refs.map((r) => r.toUpperCase()),
          ),
        ),
      ),
    )
    .orderBy(asc(invoices.id))
    .for('update');
  return refs.map((ref, i) => {
    const inv = rows.find((r) => r.id === ref || r.invoiceNumber.toUpperCase() === ref.toUpperCase());
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
): Money {
  const withheld = Money.of(input.vatWithheld ?? 0);
  if (withheld.isZero()) return withheld;
  if (!customer.withholdingVatAgent)
    throw fieldError('vatWithheld', `${customer.name} is not a withholding VAT agent`);
  const most = withholdingVat(Money.sum(paid.map((i) => Money.of(i.subtotal))));
  if (withheld.gt(most))
    throw fieldError('vatWithheld', `At most ${most.toFixed()} (2% of the invoices' taxable value)`);
  return withheld;
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
  const owed = new Map(
    locked.map((i) => [i.id, invoiceOutstanding(i.total, i.amountPaid, i.amountCredited)]),
  );
  input.invoices.forEach((allocation, i) => {
    const inv = locked[i];
    if (!inv) return;
    const left = owed.get(inv.id) ?? Money.zero();
    if (Money.of(allocation.amount).gt(left)) {
      throw new AppError(
        'allocation-exceeds-outstanding',
        `${inv.invoiceNumber} has only ${left.toFixed()} outstanding`,
        { fields: { [`invoices.${i}.amount`]: `At most ${left.toFixed()}` } },
      );
    }
    owed.set(inv.id, left.minus(allocation.amount));
  });
  const allocated = Money.sum(input.invoices.map((a) => Money.of(a.amount)));
  const withheld = withheldVatOf(customer, input, locked);
  const unallocated = Money.of(input.amount).plus(withheld).minus(allocated);
  const receiptNumber = await nextDocumentNumber(tx, ctx.companyId, 'RCT');
  const [receipt] = await tx
    .insert(customerReceipts)
    .values({
      companyId: ctx.companyId,
      branchId,
      receiptNumber,
      customerId: customer.id,
      amount: Money.of(input.amount).toFixed(),
      unallocated: unallocated.toFixed(),
      vatWithheld: withheld.toFixed(),
      withholdingCertificateNumber: withheld.isZero() ? null : (input.withholdingCertificateNumber ?? null),
      withholdingCertificateDate: withheld.isZero() ? null : (input.withholdingCertificateDate ?? null),
      method: input.paymentMethod,
      reference: input.reference ?? null,
      bankAccountId: bank.id,
      date,
      notes: input.notes ?? null,
      createdBy: ctx.userId,
    })
    .returning();
  if (!receipt) throw new Error('receipt insert returned nothing');
  await claimMpesaReference(tx, ctx.companyId, receipt, {
    type: 'customer-receipt',
    id: receipt.id,
    number: receiptNumber,
  });
  for (const [i, allocation] of input.invoices.entries()) {
    const inv = locked[i];
    if (!inv) continue;
    await tx.insert(receiptAllocations).values({
      companyId: ctx.companyId,
      receiptId: receipt.id,
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
      .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, inv.id)));
  }
  const n = receiptNumber;
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
  await tx
    .update(customerReceipts)
    .set({ entryId: entry.id })
    .where(and(eq(customerReceipts.companyId, ctx.companyId), eq(customerReceipts.id, receipt.id)));
  await recordAudit(tx, ctx, {
    action: 'create',
    entity: 'customer-receipt',
    entityId: receipt.id,
    summary: n,
    after: input,
  });
  return receipt;
}
