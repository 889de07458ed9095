import { branchesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/app-error';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { matches, pageOf } from '../../platform/paging';
import { manageableBranch } from './branch-rules';
import { listBranchesByIds, listCompanyBranches } from './branches.repo';
import { toBranch } from './org.mappers';
import { createBranch, deactivateBranch, updateBranch } from './save-branch';

/** Implements branchesApi (packages/contracts/src/api/org.ts). */
export const branchRoutes: FastifyPluginAsync = async (app) => {
  implement(app, branchesApi.list, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const all = ctx.allBranches
      ? await listCompanyBranches(app.db, ctx.companyId, { activeOnly: false })
      : await listBranchesByIds(app.db, ctx.companyId, ctx.branchIds);
    const shown = all.filter(
      (b) => (q.includeInactive || b.isActive) && matches(b, q.search, ['name', 'code', 'address']),
    );
    return pageOf(shown, q, ['name', 'code', 'createdAt', 'updatedAt']);
  });

  implement(app, branchesApi.get, async (request) => {
    const ctx = contextOf(request);
    const row = await manageableBranch(app.db, ctx, request.params.id).catch(() => undefined);
    if (!row) throw notFound('Branch');
    return toBranch(row);
  });

  implement(app, branchesApi.create, (request) => createBranch(app.db, contextOf(request), request.body));

  implement(app, branchesApi.update, (request) =>
    updateBranch(app.db, contextOf(request), request.params.id, request.body),
  );

  implement(app, branchesApi.deactivate, (request) =>
    deactivateBranch(app.db, contextOf(request), request.params.id),
  );
};
