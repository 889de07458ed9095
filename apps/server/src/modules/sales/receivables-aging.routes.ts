import { salesDocumentsApi } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { receivablesAging } from './receivables-aging';

/** Implements salesDocumentsApi.receivablesAging: one branch asked for, else every branch the user reaches. */
export const receivablesAgingRoutes: FastifyPluginAsync = async (app) => {
  implement(app, salesDocumentsApi.receivablesAging, (request) => {
    const ctx = contextOf(request);
    const { branchId } = request;
    const branches = branchId ? [branchId] : ctx.allBranches ? undefined : ctx.branchIds;
    return receivablesAging(app.db, ctx.companyId, request.query.to ?? todayIn(), branches);
  });
};
