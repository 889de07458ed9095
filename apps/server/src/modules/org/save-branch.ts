import type { BranchCreate, BranchUpdate } from '@tawi/contracts';
import { branches, type Database } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
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
    const row = await tx
      .insert(branches)
      .values({
        companyId: ctx.companyId,
        name: input.name,
        code: input.code ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
      })
      .returning()
      .then(returnedRow('branch insert'));
    await auditCreate(tx, ctx, 'branch', row.id, row.name, row);
    return toBranch(row);
  });
}

export async function updateBranch(db: Database, ctx: RequestContext, id: string, input: BranchUpdate) {
  return db.transaction(async (tx) => {
    const before = await manageableBranch(tx, ctx, id);
    if (input.name !== undefined) await assertBranchNameFree(tx, ctx.companyId, input.name, id);
    if (input.code) await assertBranchCodeFree(tx, ctx.companyId, input.code, id);
    if (input.isActive === false && before.isActive) await assertCanDeactivate(tx, ctx.companyId, id);
    const after = await tx
      .update(branches)
      .set({ ...input, updatedAt: new Date() })
      .where(ofCompany(branches, ctx.companyId, eq(branches.id, id)))
      .returning()
      .then(returnedRow('branch update'));
    await auditUpdate(tx, ctx, 'branch', id, after.name, { before, after });
    return toBranch(after);
  });
}

/** DELETE deactivates: a branch has history that must stay readable. */
export async function deactivateBranch(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await updateBranch(db, ctx, id, { isActive: false });
}
