import type { SupplierCreate, SupplierUpdate } from '@tawi/contracts';
import { type Database, suppliers } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { assertSettled } from '../../platform/contact-balance';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findSupplier } from './suppliers.repo';

export async function createSupplier(db: Database, ctx: RequestContext, input: SupplierCreate) {
  const branchId = scopedBranchId(ctx);
  const id = await db.transaction(async (tx) => {
    const row = await tx
      .insert(suppliers)
      .values({ ...input, companyId: ctx.companyId, branchId })
      .returning()
      .then(returnedRow('supplier insert'));
    await auditCreate(tx, ctx, 'supplier', row.id, row.name, row);
    return row.id;
  });
  return findSupplier(db, ctx.companyId, id);
}

export async function updateSupplier(db: Database, ctx: RequestContext, id: string, input: SupplierUpdate) {
  const before = await findSupplier(db, ctx.companyId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(suppliers)
      .set({ ...input, updatedAt: new Date() })
      .where(ofCompany(suppliers, ctx.companyId, eq(suppliers.id, id)));
    await auditUpdate(tx, ctx, 'supplier', id, before.name, { before, after: input });
  });
  return findSupplier(db, ctx.companyId, id);
}

/** Soft delete (spec): isDeleted true and isActive false. Bills and payments keep pointing at it. */
export async function deleteSupplier(db: Database, ctx: RequestContext, id: string) {
  await db.transaction(async (tx) => {
    // locked against edits and deletes meanwhile (issuing an invoice to a customer with a credit limit
    // locks it too); other documents do not lock the contact, so one posted this instant can slip by
    await lockedRow(tx, ctx.companyId, suppliers, id);
    const before = await findSupplier(tx, ctx.companyId, id);
    assertSettled(before);
    const now = new Date();
    await tx
      .update(suppliers)
      .set({ isDeleted: true, isActive: false, deletedAt: now, updatedAt: now })
      .where(ofCompany(suppliers, ctx.companyId, eq(suppliers.id, id)));
    await auditDelete(tx, ctx, 'supplier', id, before.name, before);
  });
}
