import type { SupplierCreate, SupplierUpdate } from '@tawi/contracts';
import { type Database, suppliers } from '@tawi/db';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { findSupplier } from './suppliers.repo';

export async function createSupplier(db: Database, ctx: RequestContext, input: SupplierCreate) {
  const branchId = scopedBranchId(ctx);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ ...input, companyId: ctx.companyId, branchId })
      .returning();
    if (!row) throw new Error('supplier insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'supplier',
      entityId: row.id,
      summary: row.name,
      after: row,
    });
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
      .where(and(eq(suppliers.companyId, ctx.companyId), eq(suppliers.id, id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'supplier',
      entityId: id,
      summary: before.name,
      before,
      after: input,
    });
  });
  return findSupplier(db, ctx.companyId, id);
}

/** Soft delete (spec): isDeleted true and isActive false. Bills and payments keep pointing at it. */
export async function deleteSupplier(db: Database, ctx: RequestContext, id: string) {
  const before = await findSupplier(db, ctx.companyId, id);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(suppliers)
      .set({ isDeleted: true, isActive: false, deletedAt: now, updatedAt: now })
      .where(and(eq(suppliers.companyId, ctx.companyId), eq(suppliers.id, id)));
    await recordAudit(tx, ctx, {
      action: 'delete',
      entity: 'supplier',
      entityId: id,
      summary: before.name,
      before,
    });
  });
}
