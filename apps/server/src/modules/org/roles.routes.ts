import { rolesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { matches, pageOf } from '../../platform/paging';
import { getRole, listRoles } from './roles.repo';
import { createRole, deleteRole, updateRole } from './save-role';

/** Implements rolesApi (packages/contracts/src/api/org.ts). */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  implement(app, rolesApi.list, async (request) => {
    const q = request.query;
    const found = await listRoles(app.db, contextOf(request).companyId);
    const shown = found.filter((r) => matches(r, q.search, ['name', 'description']));
    return pageOf(shown, q, ['name', 'userCount', 'createdAt']);
  });

  implement(app, rolesApi.get, async (request) => {
    const found = await getRole(app.db, contextOf(request).companyId, request.params.id);
    if (!found) throw notFound('Role');
    return found;
  });

  implement(app, rolesApi.create, (request) => createRole(app.db, contextOf(request), request.body));

  implement(app, rolesApi.update, (request) =>
    updateRole(app.db, contextOf(request), request.params.id, request.body),
  );

  implement(app, rolesApi.remove, (request) => deleteRole(app.db, contextOf(request), request.params.id));
};
