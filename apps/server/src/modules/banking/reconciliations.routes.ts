import { reconciliationsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementAll } from '../../platform/implement-all';
import { addStatementEntry } from './add-statement-entry';
import { discardReconciliation, updateReconciliation } from './edit-reconciliation';
import { finishReconciliation, undoReconciliation } from './finish-reconciliation';
import { listReconciliations } from './list-reconciliations';
import { matchLines, unmatchLines } from './match-lines';
import { getReconciliation } from './reconciliation-record';
import { startReconciliation } from './start-reconciliation';

/** Implements reconciliationsApi (packages/contracts/src/api/banking.ts). */
export const reconciliationRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, reconciliationsApi, {
    list: ({ db, ctx, branchId, query }) => listReconciliations(db, ctx, branchId, query),
    get: ({ db, ctx, params }) => getReconciliation(db, ctx, params.id),
    create: ({ db, ctx, body }) => startReconciliation(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateReconciliation(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => discardReconciliation(db, ctx, params.id),
    match: ({ db, ctx, params, body }) => matchLines(db, ctx, params.id, body),
    unmatch: ({ db, ctx, params, body }) => unmatchLines(db, ctx, params.id, body),
    addEntry: ({ db, ctx, params, body }) => addStatementEntry(db, ctx, params.id, body),
    finish: ({ db, ctx, params }) => finishReconciliation(db, ctx, params.id),
    undo: ({ db, ctx, params }) => undoReconciliation(db, ctx, params.id),
  });
};
