import { branch, branchCreate, branchListQuery, branchUpdate, idParams, paginated } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { matches, pageOf } from '../../platform/paging';
import { needs, picksFrom } from '../../platform/route-auth';
import { manageableBranch } from './branch-rules';
import { listBranchesByIds, listCompanyBranches } from './branches.repo';
import { toBranch } from './org.mappers';
import { createBranch, deactivateBranch, updateBranch } from './save-branch';

const tags = ['branches'];

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/branches',
    {
      ...picksFrom('branches'),
      schema: { tags, querystring: branchListQuery, response: { 200: paginated(branch) } },
    },
    async (request) => {
      const ctx = contextOf(request);
      const q = request.query;
      const all = ctx.allBranches
        ? await listCompanyBranches(app.db, ctx.companyId, { activeOnly: false })
        : await listBranchesByIds(app.db, ctx.companyId, ctx.branchIds);
      const shown = all.filter(
        (b) => (q.includeInactive || b.isActive) && matches(b, q.search, ['name', 'code', 'address']),
      );
      return pageOf(shown, q, ['name', 'code', 'createdAt', 'updatedAt']);
    },
  );

  app.get(
    '/api/branches/:id',
    { ...picksFrom('branches'), schema: { tags, params: idParams, response: { 200: branch } } },
    async (request) => {
      const ctx = contextOf(request);
      const row = await manageableBranch(app.db, ctx, request.params.id).catch(() => undefined);
      if (!row) throw notFound('Branch');
      return toBranch(row);
    },
  );

  app.post(
    '/api/branches',
    { ...needs('settings:create'), schema: { tags, body: branchCreate, response: { 201: branch } } },
    async (request, reply) =>
      reply.status(201).send(await createBranch(app.db, contextOf(request), request.body)),
  );

  app.patch(
    '/api/branches/:id',
    {
      ...needs('settings:update'),
      schema: { tags, params: idParams, body: branchUpdate, response: { 200: branch } },
    },
    (request) => updateBranch(app.db, contextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/branches/:id',
    { ...needs('settings:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deactivateBranch(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
