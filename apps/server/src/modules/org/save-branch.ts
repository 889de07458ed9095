import type { BranchCreate, BranchUpdate } from '@tawi/contracts';
import { branches, type Database } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import {
  assertBranchCodeFree,
  assertBranchNameFree,
  assertCanDeactivate,
  manageableBranch,
} from './branch-rules';
import { toBranch } from './org.mappers';

export async function createBranch(db: Database, ctx: RequestContext, input: BranchCreate) {
  return db.transaction(async (tx) => {
    await assertBranchNameFree(tx, ctx.companyId, input.name);
    if (input.code) await assertBranchCodeFree(tx, ctx.companyId, input.code);
    const [row] = await tx
      .insert(branches)
      .values({
        companyId: ctx.companyId,
        name: input.name,
        code: input.code ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
      })
      .returning();
    if (!row) throw new Error('branch insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'branch',
      entityId: row.id,
      summary: row.name,
      after: row,
    });
    return toBranch(row);
  });
}

export async function updateBranch(db: Database, ctx: RequestContext, id: string, input: BranchUpdate) {
  return db.transaction(async (tx) => {
    const before = await manageableBranch(tx, ctx, id);
    if (input.name !== undefined) await assertBranchNameFree(tx, ctx.companyId, input.name, id);
    if (input.code) await assertBranchCodeFree(tx, ctx.companyId, input.code, id);
    if (input.isActive === false && before.isActive) await assertCanDeactivate(tx, ctx.companyId, id);
    const [after] = await tx
      .update(branches)
      .set({ ...input, updatedAt: new Date() })
      .where(ofCompany(branches, ctx.companyId, eq(branches.id, id)))
      .returning();
    if (!after) throw new Error('branch update returned nothing');
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'branch',
      entityId: id,
      summary: after.name,
      before,
      after,
    });
    return toBranch(after);
  });
}

/** DELETE deactivates: a branch has history that must stay readable. */
export async function deactivateBranch(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await updateBranch(db, ctx, id, { isActive: false });
}
