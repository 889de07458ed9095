import { usersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { pageOf } from '../../platform/paging';
import { createUser, deactivateUser, updateUser } from './save-user';
import { getUser, listUsers } from './users.repo';

/** Implements usersApi (packages/contracts/src/api/org.ts). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  implement(app, usersApi.list, async (request) => {
    const q = request.query;
    const found = await listUsers(app.db, contextOf(request).companyId, {
      ...(q.search !== undefined && { search: q.search }),
      includeInactive: q.includeInactive === true,
    });
    return pageOf(found, q, ['fullName', 'email', 'roleName', 'lastLoginAt', 'createdAt']);
  });

  implement(app, usersApi.get, async (request) => {
    const found = await getUser(app.db, contextOf(request).companyId, request.params.id);
    if (!found) throw notFound('User');
    return found;
  });

  implement(app, usersApi.create, (request) => createUser(app.db, contextOf(request), request.body));

  implement(app, usersApi.update, (request) =>
    updateUser(app.db, contextOf(request), request.params.id, request.body),
  );

  implement(app, usersApi.deactivate, (request) =>
    deactivateUser(app.db, contextOf(request), request.params.id),
  );
};
