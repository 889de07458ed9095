import { idParams, paginated, user, userCreate, userListQuery, userUpdate } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { pageOf } from '../../platform/paging';
import { needs } from '../../platform/route-auth';
import { createUser, deactivateUser, updateUser } from './save-user';
import { getUser, listUsers } from './users.repo';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      ...needs('settings:read'),
      schema: { tags, querystring: userListQuery, response: { 200: paginated(user) } },
    },
    async (request) => {
      const q = request.query;
      const found = await listUsers(app.db, contextOf(request).companyId, {
        ...(q.search !== undefined && { search: q.search }),
        includeInactive: q.includeInactive === true,
      });
      return pageOf(found, q, ['fullName', 'email', 'roleName', 'lastLoginAt', 'createdAt']);
    },
  );

  app.get(
    '/api/users/:id',
    { ...needs('settings:read'), schema: { tags, params: idParams, response: { 200: user } } },
    async (request) => {
      const found = await getUser(app.db, contextOf(request).companyId, request.params.id);
      if (!found) throw notFound('User');
      return found;
    },
  );

  app.post(
    '/api/users',
    { ...needs('settings:create'), schema: { tags, body: userCreate, response: { 201: user } } },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.db, contextOf(request), request.body)),
  );

  app.patch(
    '/api/users/:id',
    {
      ...needs('settings:update'),
      schema: { tags, params: idParams, body: userUpdate, response: { 200: user } },
    },
    (request) => updateUser(app.db, contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    { ...needs('settings:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deactivateUser(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
