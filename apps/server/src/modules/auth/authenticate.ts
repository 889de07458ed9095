import type { Database } from '@tawi/db';
import { isPermission } from '@tawi/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { listCompanyBranches } from '../org/branches.repo';
import { assignedBranchIds, findUserWithRole } from '../org/users.repo';
import { CSRF_HEADER, SESSION_COOKIE } from './cookies';
import { findLiveSession, touchSession } from './sessions.repo';
import { csrfTokenFor } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every route that is not public. */
    ctx?: RequestContext;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOUCH_EVERY_MS = 60_000;

const unauthenticated = () => new AppError('unauthenticated', 'Please sign in');

function presentedToken(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, viaCookie: true };
  return undefined;
}

/** Resolves the session into a RequestContext, or throws 401/403. */
export async function authenticate(db: Database, request: FastifyRequest): Promise<RequestContext> {
  const presented = presentedToken(request);
  if (!presented?.token) throw unauthenticated();
  const session = await findLiveSession(db, presented.token);
  if (!session) throw unauthenticated();
  const found = await findUserWithRole(db, session.companyId, session.userId);
  if (!found?.user.isActive) throw unauthenticated();
  if (presented.viaCookie && !SAFE_METHODS.has(request.method)) {
    if (request.headers[CSRF_HEADER] !== csrfTokenFor(presented.token)) {
      throw forbidden('The CSRF token is missing or wrong; reload the page and try again');
    }
  }
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, session.id);
  const { user, role } = found;
  // Only active branches can be worked in: all of them for Owners/Administrators, else the assigned ones.
  const active = (await listCompanyBranches(db, user.companyId, { activeOnly: true })).map((b) => b.id);
  const assigned = role.allBranches
    ? active
    : ((await assignedBranchIds(db, user.companyId, [user.id])).get(user.id) ?? []);
  const branchIds = role.allBranches ? active : assigned.filter((id) => active.includes(id));
  const header = request.headers['x-branch-id'];
  return {
    companyId: user.companyId,
    userId: user.id,
    sessionId: session.id,
    roleId: role.id,
    roleKey: role.key,
    permissions: new Set(role.permissions.filter(isPermission)),
    allBranches: role.allBranches,
    branchIds,
    homeBranchId: user.homeBranchId,
    requestedBranchId: typeof header === 'string' && header !== '' ? header : undefined,
    viaCookie: presented.viaCookie,
  };
}
