import { forbidden } from './app-error';
import type { RequestContext } from './request-context';

/**
 * The branch a list or create request acts on (API.md "Branch scope"): the X-Branch-Id header,
 * else the branchId of the query or body, else the user's home branch. A branch the user may not
 * reach, or that is not the company's, is 403.
 */
export function scopedBranchId(ctx: RequestContext, explicit?: string | null): string {
  const id = ctx.requestedBranchId ?? explicit ?? ctx.homeBranchId;
  assertBranchAccess(ctx, id);
  return id;
}

export function assertBranchAccess(ctx: RequestContext, branchId: string): void {
  if (!ctx.branchIds.includes(branchId)) throw forbidden('You do not have access to this branch');
}

/** The request context of an authenticated route (set by the auth hook). */
export function contextOf(request: { ctx?: RequestContext }): RequestContext {
  if (!request.ctx) throw new Error('route has no request context: declare its auth');
  return request.ctx;
}

/** The company and branch a list of branch records reads: `?branchId` when the user may see it (see scopedBranchId). */
export function listedBranchOf(request: { ctx?: RequestContext; query: { branchId?: string | undefined } }) {
  const ctx = contextOf(request);
  return { companyId: ctx.companyId, branchId: scopedBranchId(ctx, request.query.branchId) };
}

/** A branch record `find` reads for the request's company; 403 unless the user works at its branch. */
export async function inUsersBranch<T extends { branchId: string }>(
  request: { ctx?: RequestContext },
  find: (companyId: string) => Promise<T>,
): Promise<T> {
  const ctx = contextOf(request);
  const found = await find(ctx.companyId);
  assertBranchAccess(ctx, found.branchId);
  return found;
}
