import { usersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { implementAll } from '../../platform/implement-all';
import { pageOf } from '../../platform/paging';
import { createUser, deactivateUser, updateUser } from './save-user';
import { getUser, listUsers } from './users.repo';

/** Implements usersApi (packages/contracts/src/api/org.ts). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, usersApi, {
    list: async ({ db, ctx, query: q }) => {
      const found = await listUsers(db, ctx.companyId, {
        ...(q.search !== undefined && { search: q.search }),
        includeInactive: q.includeInactive === true,
      });
      return pageOf(found, q, ['fullName', 'email', 'roleName', 'lastLoginAt', 'createdAt']);
    },
    get: async ({ db, ctx, params }) => {
      const found = await getUser(db, ctx.companyId, params.id);
      if (!found) throw notFound('User');
      return found;
    },
    create: ({ db, ctx, body }) => createUser(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateUser(db, ctx, params.id, body),
    deactivate: ({ db, ctx, params }) => deactivateUser(db, ctx, params.id),
  });
};
