import { reconciliationsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { addStatementEntry } from './add-statement-entry';
import { discardReconciliation, updateReconciliation } from './edit-reconciliation';
import { finishReconciliation, undoReconciliation } from './finish-reconciliation';
import { listReconciliations } from './list-reconciliations';
import { matchLines, unmatchLines } from './match-lines';
import { getReconciliation } from './reconciliation-record';
import { startReconciliation } from './start-reconciliation';

/** Implements reconciliationsApi (packages/contracts/src/api/banking.ts). */
export const reconciliationRoutes: FastifyPluginAsync = async (app) => {
  implement(app, reconciliationsApi.list, (request) =>
    listReconciliations(app.db, contextOf(request), request.branchId, request.query),
  );
  implement(app, reconciliationsApi.get, (request) =>
    getReconciliation(app.db, contextOf(request), request.params.id),
  );
  implement(app, reconciliationsApi.create, (request) =>
    startReconciliation(app.db, contextOf(request), request.body),
  );
  implement(app, reconciliationsApi.update, (request) =>
    updateReconciliation(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, reconciliationsApi.remove, (request) =>
    discardReconciliation(app.db, contextOf(request), request.params.id),
  );
  implement(app, reconciliationsApi.match, (request) =>
    matchLines(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, reconciliationsApi.unmatch, (request) =>
    unmatchLines(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, reconciliationsApi.addEntry, (request) =>
    addStatementEntry(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, reconciliationsApi.finish, (request) =>
    finishReconciliation(app.db, contextOf(request), request.params.id),
  );
  implement(app, reconciliationsApi.undo, (request) =>
    undoReconciliation(app.db, contextOf(request), request.params.id),
  );
};
