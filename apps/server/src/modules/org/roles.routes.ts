import { rolesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { implementAll } from '../../platform/implement-all';
import { matches, pageOf } from '../../platform/paging';
import { getRole, listRoles } from './roles.repo';
import { createRole, deleteRole, updateRole } from './save-role';

/** Implements rolesApi (packages/contracts/src/api/org.ts). */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, rolesApi, {
    list: async ({ db, ctx, query: q }) => {
      const found = await listRoles(db, ctx.companyId);
      const shown = found.filter((r) => matches(r, q.search, ['name', 'description']));
      return pageOf(shown, q, ['name', 'userCount', 'createdAt']);
    },
    get: async ({ db, ctx, params }) => {
      const found = await getRole(db, ctx.companyId, params.id);
      if (!found) throw notFound('Role');
      return found;
    },
    create: ({ db, ctx, body }) => createRole(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateRole(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteRole(db, ctx, params.id),
  });
};
