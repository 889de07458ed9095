import type { BillCreate, CorrectionBody } from '@tawi/contracts';
import { accounts, bills, type Database, type Executor } from '@tawi/db';
import { documentTotals, todayIn } from '@tawi/domain';
import { eq, inArray } from 'drizzle-orm';
import { fieldError, invalidState } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { companyChargesVat } from '../../platform/company-vat';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { queueEtimsPurchase } from '../etims';
import { correctionDate, postReversal } from '../ledger';
import { assertVatPeriodOpen } from '../tax';
import { findBill } from './bills.repo';
import { raiseBill } from './raise-bill';
import { assertNewSupplierInvoice } from './supplier-invoice-guard';
import { findSupplierRow } from './suppliers.repo';
import { voidReceiptBill } from './void-receipt-bill';

/** Accounts a direct bill may charge: the company's active expense and asset accounts (not system ones that posting rules own). */
async function assertChargeable(db: Database, companyId: string, ids: readonly string[]) {
  const found = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      isActive: accounts.isActive,
      systemKey: accounts.systemKey,
    })
    .from(accounts)
    .where(ofCompany(accounts, companyId, inArray(accounts.id, [...new Set(ids)])));
  ids.forEach((id, i) => {
    const a = found.find((f) => f.id === id);
    if (!a?.isActive || !['expense', 'asset'].includes(a.type)) {
      throw fieldError(`lines.${i}.accountId`, 'Choose an active expense or asset account');
    }
    if (
      a.systemKey &&
      ['inventory', 'vat_input', 'stock_in_transit', 'accounts_receivable'].includes(a.systemKey)
    ) {
      throw fieldError(`lines.${i}.accountId`, 'That account is kept by other documents');
    }
  });
}

/** A bill without a purchase order (services, expenses): lines on expense accounts, VAT input, payable. */
export async function createBill(db: Database, ctx: RequestContext, input: BillCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const supplier = await findSupplierRow(db, ctx.companyId, input.supplierId);
  await assertChargeable(
    db,
    ctx.companyId,
    input.lines.map((l) => l.accountId),
  );
  const totals = documentTotals(input.lines);
  const date = input.date ?? todayIn();
  const id = await db.transaction(async (tx) => {
    if (input.supplierInvoiceNumber) {
      await assertNewSupplierInvoice(tx, ctx.companyId, supplier, input.supplierInvoiceNumber);
    }
    const { bill, billNumber } = await raiseBill(
      tx,
      ctx,
      {
        branchId,
        supplier,
        date,
        totals,
        claimsInputVat: await companyChargesVat(tx, ctx.companyId, date),
        supplierInvoiceNumber: input.supplierInvoiceNumber,
        supplierInvoiceDate: input.supplierInvoiceDate,
        notes: input.notes ?? null,
      },
      totals.lines.map((l) => ({
        description: l.description,
        accountId: l.accountId,
        qty: String(l.qty),
        unitPrice: String(l.unitPrice),
        taxCategory: l.taxCategory,
        amount: l.amount.toFixed(),
        taxAmount: l.taxAmount.toFixed(),
        lineTotal: l.lineTotal.toFixed(),
      })),
      totals.lines.map((l) => ({
        account: { id: l.accountId },
        amount: l.amount,
        tax: l.taxAmount,
        description: l.description,
      })),
    );
    await queueEtimsPurchase(tx, ctx, bill.id);
    await auditCreate(tx, ctx, 'bill', bill.id, billNumber, input);
    return bill.id;
  });
  return findBill(db, ctx.companyId, id);
}

/**
 * Voids a bill with nothing paid on it on `input.date` (see correctionDate; 422 `vat-period-filed`
 * when that month's VAT return is filed): a reversing entry of its posting dated then, status Void,
 * the void's date kept (the VAT return takes the bill back in its month). A bill raised by a goods
 * receipt also sends its goods back (see voidReceiptBill).
 */
export async function voidBill(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: CorrectionBody = {},
) {
  const found = await findBill(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const bill = await lockedRow(tx, ctx.companyId, bills, found.id);
    if (!bill || bill.status === 'Void') throw invalidState('This bill is already void');
    if (Number(bill.paidAmount) > 0)
      throw invalidState('A bill with payments cannot be voided; void the payments first');
    const date = await correctionDate(
      tx,
      ctx.companyId,
      { date: bill.date, label: bill.billNumber },
      input.date,
    );
    await assertVatPeriodOpen(tx, ctx.companyId, date);
    if (bill.receiptId) {
      await voidReceiptBill(tx, ctx, bill, date);
    } else {
      if (!bill.entryId) throw new Error(`bill ${bill.billNumber} has no posting`);
      await postReversal(tx, ctx, {
        entryId: bill.entryId,
        branchId: bill.branchId,
        date,
        memo: `Void of bill ${bill.billNumber}`,
        source: { type: 'bill-void', id: bill.id },
      });
    }
    await markVoid(tx, ctx, bill, { date, reason: input.reason ?? null });
  });
  return findBill(db, ctx.companyId, found.id);
}

async function markVoid(
  tx: Executor,
  ctx: RequestContext,
  bill: typeof bills.$inferSelect,
  voided: { date: string; reason: string | null },
) {
  const now = new Date();
  await tx
    .update(bills)
    .set({ status: 'Void', voidedAt: now, voidDate: voided.date, voidReason: voided.reason, updatedAt: now })
    .where(ofCompany(bills, ctx.companyId, eq(bills.id, bill.id)));
  await auditUpdate(tx, ctx, 'bill', bill.id, `${bill.billNumber} voided`);
}
