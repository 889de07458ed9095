import { estimatesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { estimateOf } from './branch-reads';
import { cloneEstimate } from './clone-sales-documents';
import { convertEstimate } from './convert-estimate';
import { listEstimates } from './estimates.repo';
import { createEstimate, deleteEstimate, stepEstimate, updateEstimate } from './save-estimate';

/** Implements estimatesApi (packages/contracts/src/api/estimates.ts) but its PDF and email (documents.routes). */
export const estimateRoutes: FastifyPluginAsync = async (app) => {
  implement(app, estimatesApi.list, (request) =>
    listEstimates(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, estimatesApi.get, (request) => estimateOf(app.db, contextOf(request), request.params.id));
  implement(app, estimatesApi.create, (request) => createEstimate(app.db, contextOf(request), request.body));
  implement(app, estimatesApi.update, (request) =>
    updateEstimate(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, estimatesApi.remove, (request) =>
    deleteEstimate(app.db, contextOf(request), request.params.id),
  );
  implement(app, estimatesApi.clone, (request) =>
    cloneEstimate(app.db, contextOf(request), request.params.id),
  );
  for (const action of ['send', 'accept', 'decline'] as const) {
    implement(app, estimatesApi[action], (request) =>
      stepEstimate(app.db, contextOf(request), request.params.id, action),
    );
  }
  implement(app, estimatesApi.convert, (request) =>
    convertEstimate(app.db, contextOf(request), request.params.id, request.body ?? { to: 'invoice' }),
  );
};
