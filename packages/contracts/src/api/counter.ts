import { z } from 'zod';
import { idParams } from '../common';
import {
  counterSale,
  counterSaleCreate,
  counterSettings,
  counterSettingsQuery,
  counterSettingsUpdate,
  heldSale,
  heldSaleCreate,
  heldSaleListQuery,
} from '../counter';
import { MOVES_STOCK, POSTS_TO_LEDGER, SALES_DOCUMENTS } from './resources';
import { route, scopedBy } from './route';

const tags = ['counter'];

/** The counter sale (API.md "Daily work"), its branch settings and the sales parked at the counter. */
export const counterApi = {
  /** Issues the invoice and takes one receipt per payment, in one transaction (422 `payment-short`). */
  sell: route({
    method: 'POST',
    path: '/api/counter-sales',
    branch: scopedBy('body'),
    auth: { permission: 'customers:create' },
    body: counterSaleCreate,
    response: counterSale,
    status: 201,
    touches: ['customers', 'counter-settings', ...SALES_DOCUMENTS, ...MOVES_STOCK, ...POSTS_TO_LEDGER],
    tags,
  }),
  settings: route({
    method: 'GET',
    path: '/api/counter-settings',
    branch: scopedBy('query'),
    auth: { permission: 'customers:create' },
    query: counterSettingsQuery,
    response: counterSettings,
    tags,
  }),
  updateSettings: route({
    method: 'PATCH',
    path: '/api/counter-settings',
    branch: scopedBy('body'),
    auth: { permission: 'settings:update' },
    body: counterSettingsUpdate,
    response: counterSettings,
    touches: ['counter-settings'],
    tags,
  }),
  heldList: route({
    method: 'GET',
    path: '/api/held-sales',
    branch: scopedBy('query'),
    auth: { permission: 'customers:create' },
    query: heldSaleListQuery,
    response: z.object({ items: z.array(heldSale) }),
    tags,
  }),
  hold: route({
    method: 'POST',
    path: '/api/held-sales',
    branch: scopedBy('body'),
    auth: { permission: 'customers:create' },
    body: heldSaleCreate,
    response: heldSale,
    status: 201,
    touches: ['held-sales'],
    tags,
  }),
  /** Resumed or dropped: the parked sale is gone. */
  release: route({
    method: 'DELETE',
    path: '/api/held-sales/:id',
    auth: { permission: 'customers:create' },
    params: idParams,
    response: { kind: 'no-content' },
    touches: ['held-sales'],
    tags,
  }),
};
