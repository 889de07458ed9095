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
import { scopedBy } from './route';
import { routeGroup } from './route-group';

const counterRoutes = routeGroup({ tags: ['counter'] });

/** The counter sale (API.md "Daily work"), its branch settings and the sales parked at the counter. */
export const counterApi = {
  /** Issues the invoice and takes one receipt per payment, in one transaction (422 `payment-short`). */
  sell: counterRoutes.post(
    '/api/counter-sales',
    { permission: 'customers:create' },
    {
      branch: scopedBy('body'),
      body: counterSaleCreate,
      response: counterSale,
      status: 201,
      touches: ['customers', 'counter-settings', ...SALES_DOCUMENTS, ...MOVES_STOCK, ...POSTS_TO_LEDGER],
    },
  ),
  settings: counterRoutes.get(
    '/api/counter-settings',
    { permission: 'customers:create' },
    { branch: scopedBy('query'), query: counterSettingsQuery, response: counterSettings },
  ),
  updateSettings: counterRoutes.patch(
    '/api/counter-settings',
    { permission: 'settings:update' },
    {
      branch: scopedBy('body'),
      body: counterSettingsUpdate,
      response: counterSettings,
      touches: ['counter-settings'],
    },
  ),
  heldList: counterRoutes.get(
    '/api/held-sales',
    { permission: 'customers:create' },
    { branch: scopedBy('query'), query: heldSaleListQuery, response: z.object({ items: z.array(heldSale) }) },
  ),
  hold: counterRoutes.post(
    '/api/held-sales',
    { permission: 'customers:create' },
    {
      branch: scopedBy('body'),
      body: heldSaleCreate,
      response: heldSale,
      status: 201,
      touches: ['held-sales'],
    },
  ),
  /** Resumed or dropped: the parked sale is gone. */
  release: counterRoutes.delete(
    '/api/held-sales/:id',
    { permission: 'customers:create' },
    { params: idParams, response: { kind: 'no-content' }, touches: ['held-sales'] },
  ),
};
