import type { BranchScope } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import { forbidden } from './app-error';
import type { RequestContext } from './request-context';

/**
 * Branch access (shared/API.md "Branch scope") is decided here and nowhere else. A route's own branch
 * (a list or create, from the header, query or body) is declared in the contract and resolved by
 * implement() with `declaredBranchOf`; an action on an existing record checks the record's branch with
 * `assertRecordBranch` (or `inUsersBranch`, `assertTransferVisible`, `assertTransferStep`).
 * scripts/checks/branch-checks.test.ts keeps the checks out of routes and other files.
 */

/** Whether the user reaches the branch: owners and administrators every branch, others the assigned ones. */
export function reachesBranch(ctx: RequestContext, branchId: string): boolean {
  return ctx.branchIds.includes(branchId);
}

function assertBranchAccess(ctx: RequestContext, branchId: string): void {
  if (!reachesBranch(ctx, branchId)) throw forbidden('You do not have access to this branch');
}

/**
 * The branch a list or create request acts on: the X-Branch-Id header, else the branchId of the query
 * or body, else the user's home branch. A branch the user may not reach, or that is not the company's,
 * is 403.
 */
export function scopedBranchId(ctx: RequestContext, explicit?: string | null): string {
  const id = ctx.requestedBranchId ?? explicit ?? ctx.homeBranchId;
  assertBranchAccess(ctx, id);
  return id;
}

/** The branch of a route that declares one (contract `branch`), checked: implement() hands it to the handler. */
export function declaredBranchOf(
  ctx: RequestContext,
  declared: BranchScope,
  request: { query: unknown; body: unknown },
): string | undefined {
  const source =
    declared.from === 'query' ? request.query : declared.from === 'body' ? request.body : undefined;
  const given = fieldOf(source, declared.field ?? 'branchId');
  if (declared.scope === 'scoped') return scopedBranchId(ctx, given);
  if (given) assertBranchAccess(ctx, given);
  return given || undefined;
}

function fieldOf(source: unknown, field: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** 403 unless the user reaches the branch of the record acted on (an invoice, a line, an account ...). */
export function assertRecordBranch(ctx: RequestContext, record: { branchId: string }): void {
  assertBranchAccess(ctx, record.branchId);
}

/**
 * A reader of one record by id for the user's company (`find(db, companyId, id)`, 404 when missing)
 * that refuses (403) a record of a branch the user does not reach: `const invoiceOf = inUsersBranch(findInvoice)`.
 */
export function inUsersBranch<D, T extends { branchId: string }>(
  find: (db: D, companyId: string, id: string) => Promise<T>,
): (db: D, ctx: RequestContext, id: string) => Promise<T> {
  return async (db, ctx, id) => {
    const found = await find(db, ctx.companyId, id);
    assertRecordBranch(ctx, found);
    return found;
  };
}

interface TransferEnds {
  fromBranchId: string;
  toBranchId: string;
}

/** A transfer is seen from either end: 403 unless the user reaches its source or its destination. */
export function assertTransferVisible(ctx: RequestContext, transfer: TransferEnds): void {
  if (!reachesBranch(ctx, transfer.fromBranchId)) assertBranchAccess(ctx, transfer.toBranchId);
}

/** A transfer is received at its destination; dispatched or cancelled at its source. */
export function assertTransferStep(ctx: RequestContext, transfer: TransferEnds, step: TransferAction): void {
  assertBranchAccess(ctx, step === 'receive' ? transfer.toBranchId : transfer.fromBranchId);
}

/** The request context of an authenticated route (set by the auth hook). */
export function contextOf(request: { ctx?: RequestContext }): RequestContext {
  if (!request.ctx) throw new Error('route has no request context: declare its auth');
  return request.ctx;
}
