import type { Permission } from '@tawi/domain';
import { forbidden } from './app-error';

/** Who is asking, resolved once per request by the auth hook. Every query is scoped from it. */
export interface RequestContext {
  companyId: string;
  userId: string;
  sessionId: string;
  roleId: string;
  roleKey: string | null;
  permissions: ReadonlySet<Permission>;
  /** Owners and Administrators reach every branch of the company. */
  allBranches: boolean;
  /** Branches assigned to the user (all the company's when allBranches). */
  branchIds: readonly string[];
  homeBranchId: string;
  /** The X-Branch-Id header, when sent. */
  requestedBranchId: string | undefined;
  viaCookie: boolean;
}

/** Not signed-in yet: the actor of audit entries written at sign-up. */
export interface Actor {
  companyId: string;
  userId: string | null;
}

/** 403 unless the user's role grants the permission. */
export function assertPermission(ctx: RequestContext, permission: Permission): void {
  if (!ctx.permissions.has(permission)) {
    throw forbidden(`Your role does not allow this (needs ${permission})`);
  }
}
