import { idParams, listQuery, paginated, role, roleCreate, roleUpdate } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { matches, pageOf } from '../../platform/paging';
import { needs } from '../../platform/route-auth';
import { getRole, listRoles } from './roles.repo';
import { createRole, deleteRole, updateRole } from './save-role';

const tags = ['roles'];

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles',
    {
      ...needs('settings:read'),
      schema: { tags, querystring: listQuery, response: { 200: paginated(role) } },
    },
    async (request) => {
      const q = request.query;
      const found = await listRoles(app.db, contextOf(request).companyId);
      const shown = found.filter((r) => matches(r, q.search, ['name', 'description']));
      return pageOf(shown, q, ['name', 'userCount', 'createdAt']);
    },
  );

  app.get(
    '/api/roles/:id',
    { ...needs('settings:read'), schema: { tags, params: idParams, response: { 200: role } } },
    async (request) => {
      const found = await getRole(app.db, contextOf(request).companyId, request.params.id);
      if (!found) throw notFound('Role');
      return found;
    },
  );

  app.post(
    '/api/roles',
    { ...needs('settings:create'), schema: { tags, body: roleCreate, response: { 201: role } } },
    async (request, reply) =>
      reply.status(201).send(await createRole(app.db, contextOf(request), request.body)),
  );

  app.patch(
    '/api/roles/:id',
    {
      ...needs('settings:update'),
      schema: { tags, params: idParams, body: roleUpdate, response: { 200: role } },
    },
    (request) => updateRole(app.db, contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/roles/:id',
    { ...needs('settings:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteRole(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
