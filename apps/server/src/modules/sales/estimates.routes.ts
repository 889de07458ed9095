import { estimatesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { estimateOf } from './branch-reads';
import { cloneEstimate } from './clone-sales-documents';
import { convertEstimate } from './convert-estimate';
import { listEstimates } from './estimates.repo';
import { createEstimate, deleteEstimate, stepEstimate, updateEstimate } from './save-estimate';

/** Implements estimatesApi (packages/contracts/src/api/estimates.ts) but its PDF and email (documents.routes). */
export const estimateRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, estimatesApi, {
    list: ({ db, ctx, branchId, query }) => listEstimates(db, ctx.companyId, branchId, query),
    get: ({ db, ctx, params }) => estimateOf(db, ctx, params.id),
    create: ({ db, ctx, body }) => createEstimate(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateEstimate(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteEstimate(db, ctx, params.id),
    clone: ({ db, ctx, params }) => cloneEstimate(db, ctx, params.id),
    send: ({ db, ctx, params }) => stepEstimate(db, ctx, params.id, 'send'),
    accept: ({ db, ctx, params }) => stepEstimate(db, ctx, params.id, 'accept'),
    decline: ({ db, ctx, params }) => stepEstimate(db, ctx, params.id, 'decline'),
    convert: ({ db, ctx, params, body }) => convertEstimate(db, ctx, params.id, body ?? { to: 'invoice' }),
  });
};
