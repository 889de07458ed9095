import { branchesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { implementAll } from '../../platform/implement-all';
import { matches, pageOf } from '../../platform/paging';
import { manageableBranch } from './branch-rules';
import { listBranchesByIds, listCompanyBranches } from './branches.repo';
import { toBranch } from './org.mappers';
import { createBranch, deactivateBranch, updateBranch } from './save-branch';

/** Implements branchesApi (packages/contracts/src/api/org.ts). */
export const branchRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, branchesApi, {
    list: async ({ db, ctx, query: q }) => {
      const all = ctx.allBranches
        ? await listCompanyBranches(db, ctx.companyId, { activeOnly: false })
        : await listBranchesByIds(db, ctx.companyId, ctx.branchIds);
      const shown = all.filter(
        (b) => (q.includeInactive || b.isActive) && matches(b, q.search, ['name', 'code', 'address']),
      );
      return pageOf(shown, q, ['name', 'code', 'createdAt', 'updatedAt']);
    },
    get: async ({ db, ctx, params }) => {
      const row = await manageableBranch(db, ctx, params.id).catch(() => undefined);
      if (!row) throw notFound('Branch');
      return toBranch(row);
    },
    create: ({ db, ctx, body }) => createBranch(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateBranch(db, ctx, params.id, body),
    deactivate: ({ db, ctx, params }) => deactivateBranch(db, ctx, params.id),
  });
};
