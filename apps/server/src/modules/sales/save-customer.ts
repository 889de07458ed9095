import type { CustomerCreate, CustomerUpdate } from '@tawi/contracts';
import { customers, type Database, type Executor } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { assertSettled } from '../../platform/contact-balance';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findCustomer } from './customers.repo';

const limitText = (limit: number | null | undefined) =>
  limit === undefined ? undefined : limit === null ? null : Money.of(limit).toFixed();

export async function createCustomer(db: Database, ctx: RequestContext, input: CustomerCreate) {
  const branchId = scopedBranchId(ctx);
  const id = await db.transaction(async (tx) => (await insertCustomer(tx, ctx, branchId, input)).id);
  return findCustomer(db, ctx.companyId, id);
}

/** Saves a new customer of the branch, audited, in the caller's transaction. */
export async function insertCustomer(
  tx: Executor,
  ctx: RequestContext,
  branchId: string,
  input: CustomerCreate,
) {
  const row = await tx
    .insert(customers)
    .values({
      ...input,
      creditLimit: limitText(input.creditLimit) ?? null,
      companyId: ctx.companyId,
      branchId,
    })
    .returning()
    .then(returnedRow('customer insert'));
  await auditCreate(tx, ctx, 'customer', row.id, row.name, row);
  return row;
}

export async function updateCustomer(db: Database, ctx: RequestContext, id: string, input: CustomerUpdate) {
  const before = await findCustomer(db, ctx.companyId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ ...input, creditLimit: limitText(input.creditLimit), updatedAt: new Date() })
      .where(ofCompany(customers, ctx.companyId, eq(customers.id, id)));
    await auditUpdate(tx, ctx, 'customer', id, before.name, { before, after: input });
  });
  return findCustomer(db, ctx.companyId, id);
}

/** Soft delete (spec): isDeleted true and isActive false. Invoices and receipts keep pointing at it. */
export async function deleteCustomer(db: Database, ctx: RequestContext, id: string) {
  await db.transaction(async (tx) => {
    // locked against edits and deletes meanwhile (issuing an invoice to a customer with a credit limit
    // locks it too); other documents do not lock the contact, so one posted this instant can slip by
    await lockedRow(tx, ctx.companyId, customers, id);
    const before = await findCustomer(tx, ctx.companyId, id);
    assertSettled(before);
    const now = new Date();
    await tx
      .update(customers)
      .set({ isDeleted: true, isActive: false, deletedAt: now, updatedAt: now })
      .where(ofCompany(customers, ctx.companyId, eq(customers.id, id)));
    await auditDelete(tx, ctx, 'customer', id, before.name, before);
  });
}
