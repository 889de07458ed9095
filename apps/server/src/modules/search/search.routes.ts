import { searchApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { search } from './search';

/** Implements searchApi (packages/contracts/src/api/search.ts). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  implement(app, searchApi.search, (request) => search(app.db, contextOf(request), request.query.q));
};
