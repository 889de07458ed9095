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
import { documentFileRoutes, documentReadRoutes } from './document-routes';
import { noContent, route, scopedBy } from './route';
import { POSTS_A_SALE, salesTags as tags } from './sales-routes-common';

/** Estimates (quotes), their steps, conversion, PDF and email (API.md: estimates). */
export const estimatesApi = {
  ...documentReadRoutes('/api/estimates', 'customers', tags, estimateListQuery, estimate),
  create: route({
    method: 'POST',
    path: '/api/estimates',
    branch: scopedBy('body'),
    auth: { permission: 'customers:create' },
    body: estimateCreate,
    response: estimate,
    status: 201,
    touches: ['estimates'],
    tags,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/estimates/:id',
    auth: { permission: 'customers:update' },
    params: documentParams,
    body: estimateUpdate,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/estimates/:id',
    auth: { permission: 'customers:delete' },
    params: documentParams,
    response: noContent,
    touches: ['estimates'],
    tags,
  }),
  /** A new Draft with the same customer and lines, dated today (valid 30 days). */
  clone: route({
    method: 'POST',
    path: '/api/estimates/:id/clone',
    auth: { permission: 'customers:create' },
    params: documentParams,
    response: estimate,
    status: 201,
    touches: ['estimates'],
    tags,
  }),
  /** Sends a draft (again while Sent). */
  send: route({
    method: 'POST',
    path: '/api/estimates/:id/send',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  /** The customer accepted it (a draft or sent estimate). */
  accept: route({
    method: 'POST',
    path: '/api/estimates/:id/accept',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  /** The customer declined it (open or accepted). */
  decline: route({
    method: 'POST',
    path: '/api/estimates/:id/decline',
    auth: { permission: 'customers:update' },
    params: documentParams,
    response: estimate,
    touches: ['estimates'],
    tags,
  }),
  /** Into an invoice (default; issued unless status Draft) or an open sales order, with its lines. */
  convert: route({
    method: 'POST',
    path: '/api/estimates/:id/convert',
    auth: { permission: 'customers:create' },
    params: documentParams,
    body: estimateConvert.nullish(),
    response: z.union([invoice, salesOrder]),
    status: 201,
    touches: ['estimates', 'sales-orders', ...POSTS_A_SALE],
    tags,
  }),
  ...documentFileRoutes('/api/estimates', 'customers', tags),
};
