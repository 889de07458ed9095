import { auditEntry, auditQuery } from '../audit';
import { branch, branchCreate, branchListQuery, branchUpdate } from '../branches';
import { idParams, listQuery, paginated } from '../common';
import { company, companyUpdate, LOGO_MAX_BYTES, LOGO_TYPES } from '../company';
import { lockDateUpdate } from '../ledger';
import { resetLinkAccepted } from '../passwords';
import { role, roleCreate, roleUpdate, user, userCreate, userListQuery, userUpdate } from '../users';
import { recordRoutes } from './record-routes';
import { fileDownload, fileUpload, noContent } from './route';
import { routeGroup } from './route-group';

/** The company record: what the top bar shows (me.company) changes with it. */
const COMPANY = ['company', 'me'] as const;

const companyRoutes = routeGroup({ tags: ['settings'] });

/** The business profile, its logo and the lock date (API.md: company). */
export const companyApi = {
  get: companyRoutes.get('/api/company', { permission: 'settings:read' }, { response: company }),
  /** The financial year and the time zone set every report's periods; VAT registration the VAT summaries. */
  update: companyRoutes.patch(
    '/api/company',
    { permission: 'settings:update' },
    { body: companyUpdate, response: company, touches: [...COMPANY, 'reports', 'vat-summaries'] },
  ),
  /** Raw PNG, JPEG or WebP bytes, checked against what they really are (else 415), at most 512 KB (413). */
  uploadLogo: companyRoutes.put(
    '/api/company/logo',
    { permission: 'settings:update' },
    { upload: fileUpload(LOGO_MAX_BYTES, ...LOGO_TYPES), response: company, touches: COMPANY },
  ),
  /** The logo's bytes, shown inline (an image, not a download); 404 when there is none. */
  logo: companyRoutes.get('/api/company/logo', { session: true }, { response: fileDownload(...LOGO_TYPES) }),
  removeLogo: companyRoutes.delete(
    '/api/company/logo',
    { permission: 'settings:update' },
    { response: noContent, touches: COMPANY },
  ),
  /** Closes the books up to a date (null: open again): no posting on or before it. */
  setLockDate: companyRoutes.put(
    '/api/company/lock-date',
    { permission: 'accounting:approve' },
    { body: lockDateUpdate, response: company, touches: [...COMPANY, 'audit-log'] },
  ),
};

/** Branches feed the branch switcher (me) and the users' branch access. */
const BRANCHES = ['branches', 'me', 'users'] as const;

const branchesRoutes = recordRoutes('/api/branches', 'settings', ['branches']);

/** The company's branches (API.md: branches): listed for the forms that pick one too. */
export const branchesApi = {
  list: branchesRoutes.list(branchListQuery, branch, { auth: { picker: 'branches' } }),
  get: branchesRoutes.get(branch, { auth: { picker: 'branches' } }),
  create: branchesRoutes.create(branchCreate, branch, BRANCHES),
  update: branchesRoutes.update(branchUpdate, branch, BRANCHES),
  /** Deactivates the branch (it stays on its records). */
  deactivate: branchesRoutes.remove(BRANCHES),
};

/** A user shows in the role's user count; the current user may be the one changed (me). */
const USERS = ['users', 'roles', 'me'] as const;

const usersRoutes = recordRoutes('/api/users', 'settings', ['users']);

const userActions = routeGroup({ tags: ['users'] });

/** The company's users (API.md: users). */
export const usersApi = {
  list: usersRoutes.list(userListQuery, user),
  get: usersRoutes.get(user),
  create: usersRoutes.create(userCreate, user, USERS),
  update: usersRoutes.update(userUpdate, user, USERS),
  /**
   * An owner's forced reset: the user's sessions end and a reset link goes to their email (as for
   * forgot-password). Only an owner may force an owner's.
   */
  sendPasswordReset: userActions.post(
    '/api/users/:id/password-reset',
    { permission: 'settings:update' },
    {
      params: idParams,
      response: resetLinkAccepted,
      status: 202,
      touches: ['users', 'outbox'],
    },
  ),
  /** Deactivates the user: their sessions end. */
  deactivate: usersRoutes.remove(USERS),
};

/** A role's permissions change what its users (maybe the current one: me) may do; users show its name. */
const ROLES = ['roles', 'users', 'me'] as const;

const rolesRoutes = recordRoutes('/api/roles', 'settings', ['roles']);

/** Roles and their permissions (API.md: roles). */
export const rolesApi = {
  list: rolesRoutes.list(listQuery, role),
  get: rolesRoutes.get(role),
  create: rolesRoutes.create(roleCreate, role, ROLES),
  update: rolesRoutes.update(roleUpdate, role, ROLES),
  remove: rolesRoutes.remove(ROLES),
};

const auditLogRoutes = routeGroup({ tags: ['settings'] });

/** Every change, who made it and when (API.md: audit log). */
export const auditLogApi = {
  list: auditLogRoutes.get(
    '/api/audit-log',
    { permission: 'settings:read' },
    { query: auditQuery, response: paginated(auditEntry) },
  ),
};
