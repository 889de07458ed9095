import { z } from 'zod';
import { documentParams } from '../common';
import {
  estimate,
  estimateConvert,
  estimateCreate,
  estimateListQuery,
  estimateUpdate,
} from '../sales-credits';
import { invoice } from '../sales-invoices';
import { salesOrder } from '../sales-orders';
import { documentFileRoutes, documentReadRoutes, documentWriteRoutes } from './document-routes';
import { routeGroup } from './route-group';
import { POSTS_A_SALE, salesTags as tags } from './sales-routes-common';

const estimates = documentWriteRoutes('/api/estimates', 'customers', tags);

const estimatesRoutes = routeGroup({ tags });

/** Estimates (quotes), their steps, conversion, PDF and email (API.md: estimates). */
export const estimatesApi = {
  ...documentReadRoutes('/api/estimates', 'customers', tags, estimateListQuery, estimate),
  create: estimates.create(estimateCreate, estimate, ['estimates']),
  update: estimates.update(estimateUpdate, estimate, ['estimates']),
  remove: estimates.remove(['estimates']),
  /** A new Draft with the same customer and lines, dated today (valid 30 days). */
  clone: estimates.clone(estimate, ['estimates']),
  /** Sends a draft (again while Sent). */
  send: estimates.step('send', estimate, ['estimates']),
  /** The customer accepted it (a draft or sent estimate). */
  accept: estimates.step('accept', estimate, ['estimates']),
  /** The customer declined it (open or accepted). */
  decline: estimates.step('decline', estimate, ['estimates']),
  /** Into an invoice (default; issued unless status Draft) or an open sales order, with its lines. */
  convert: estimatesRoutes.post(
    '/api/estimates/:id/convert',
    { permission: 'customers:create' },
    {
      params: documentParams,
      body: estimateConvert.nullish(),
      response: z.union([invoice, salesOrder]),
      status: 201,
      touches: ['estimates', 'sales-orders', ...POSTS_A_SALE],
    },
  ),
  ...documentFileRoutes('/api/estimates', 'customers', tags),
};
