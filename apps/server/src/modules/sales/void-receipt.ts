import type { ReceiptVoid } from '@tawi/contracts';
import {
  bankAccounts,
  customerReceipts,
  type Database,
  type Executor,
  invoices,
  receiptAllocations,
} from '@tawi/db';
import { Money, receiptVoidPosting } from '@tawi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { invalidState, notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { lockedRow } from '../../platform/locked-row';
import { releaseMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { correctionDate, postDocument } from '../ledger';
import { settleInvoice } from './customer-credit';
import { findReceipt } from './receipts.repo';

type ReceiptRow = typeof customerReceipts.$inferSelect;

async function lockReceipt(tx: Executor, companyId: string, id: string) {
  const row = await lockedRow(tx, companyId, customerReceipts, id);
  if (!row) throw notFound('Receipt');
  if (row.status === 'Voided') throw invalidState(`${row.receiptNumber} is already voided`);
  return row;
}

/**
 * What the receipt paid, per invoice (its own allocations and later uses of its credit), taken back
 * off the invoices, locked in id order: their amountPaid and status step back. Returns the total.
 */
async function unpayInvoices(tx: Executor, companyId: string, receiptId: string): Promise<Money> {
  const allocations = await tx
    .select()
    .from(receiptAllocations)
    .where(ofCompany(receiptAllocations, companyId, eq(receiptAllocations.receiptId, receiptId)));
  const byInvoice = new Map<string, Money>();
  for (const a of allocations) {
    byInvoice.set(a.invoiceId, Money.of(byInvoice.get(a.invoiceId) ?? 0).plus(a.amount));
  }
  if (byInvoice.size === 0) return Money.zero();
  const locked = await tx
    .select()
    .from(invoices)
    .where(ofCompany(invoices, companyId, inArray(invoices.id, [...byInvoice.keys()])))
    .orderBy(asc(invoices.id))
    .for('update');
  for (const invoice of locked) {
    await settleInvoice(tx, companyId, invoice, { paid: (byInvoice.get(invoice.id) ?? Money.zero()).neg() });
  }
  return Money.sum([...byInvoice.values()]);
}

/** The ledger account the receipt's money came into (even when its account was deactivated since). */
async function bankLedgerAccount(tx: Executor, receipt: ReceiptRow): Promise<string> {
  const [bank] = await tx
    .select({ accountId: bankAccounts.accountId })
    .from(bankAccounts)
    .where(ofCompany(bankAccounts, receipt.companyId, eq(bankAccounts.id, receipt.bankAccountId)));
  if (!bank) throw notFound('Bank account');
  return bank.accountId;
}

/**
 * Voids a customer receipt (409 when already Voided): every invoice it paid, directly or through
 * its credit applied later, owes that again; its unused credit is gone; one entry takes the money
 * out of the bank account again against receivables and customer credits as they were used, dated
 * `input.date` (see correctionDate). The receipt stays, Voided with the reason. One transaction: the receipt, then its invoices, locked.
 */
export async function voidReceipt(db: Database, ctx: RequestContext, idOrNumber: string, input: ReceiptVoid) {
  const found = await findReceipt(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const receipt = await lockReceipt(tx, ctx.companyId, found.id);
    const date = await correctionDate(
      tx,
      ctx.companyId,
      { date: receipt.date, label: receipt.receiptNumber },
      input.date,
    );
    const allocated = await unpayInvoices(tx, ctx.companyId, receipt.id);
    await releaseMpesaReference(tx, ctx.companyId, receipt.id);
    const entry = await postDocument(tx, ctx, {
      branchId: receipt.branchId,
      date,
      memo: `Void of receipt ${receipt.receiptNumber}: ${input.reason}`,
      source: { type: 'customer-receipt-void', id: receipt.id },
      ...(receipt.entryId && { reversalOfId: receipt.entryId }),
      lines: receiptVoidPosting({
        number: receipt.receiptNumber,
        branchId: receipt.branchId,
        customerId: receipt.customerId,
        bankLedgerAccountId: await bankLedgerAccount(tx, receipt),
        amount: receipt.amount,
        allocated,
        unallocated: receipt.unallocated,
        vatWithheld: receipt.vatWithheld,
      }),
    });
    const now = new Date();
    await tx
      .update(customerReceipts)
      .set({
        status: 'Voided',
        unallocated: '0',
        voidedAt: now,
        voidReason: input.reason,
        voidEntryId: entry.id,
      })
      .where(ofCompany(customerReceipts, ctx.companyId, eq(customerReceipts.id, receipt.id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'customer-receipt',
      entityId: receipt.id,
      summary: `${receipt.receiptNumber} voided: ${input.reason}`,
      before: { status: receipt.status, unallocated: receipt.unallocated },
      after: input,
    });
  });
  return findReceipt(db, ctx.companyId, found.id);
}
