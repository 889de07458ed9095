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
