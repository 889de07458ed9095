import { ALL_PERMISSIONS } from '@tawi/domain';
import type { RequestContext } from './request-context';

/**
 * The context of work the server does on its own for a company, not for a request: a recurring
 * invoice issued by the job (as the user who set it up, for the audit log), a shared invoice's public
 * page. It reaches every branch of the company; what it may do is decided by the caller.
 */
export function systemContext(companyId: string, userId: string, homeBranchId: string): RequestContext {
  return {
    companyId,
    userId,
    sessionId: 'system',
    roleId: 'system',
    roleKey: null,
    permissions: new Set(ALL_PERMISSIONS),
    allBranches: true,
    branchIds: [homeBranchId],
    homeBranchId,
    requestedBranchId: undefined,
    viaCookie: false,
  };
}
