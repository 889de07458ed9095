import { idParams, paginated } from '../common';
import {
  etimsCodeLists,
  etimsInitialize,
  etimsSettings,
  etimsSettingsUpdate,
  etimsSubmission,
  etimsSubmissionQuery,
} from '../etims';
import { route } from './route';

/** Settings > eTIMS: the company's OSCU device and what waits to be told to KRA. */
export const etimsApi = {
  settings: route({
    method: 'GET',
    path: '/api/company/etims',
    auth: { permission: 'settings:read' },
    response: etimsSettings,
    tags: ['etims'],
  }),
  update: route({
    method: 'PATCH',
    path: '/api/company/etims',
    auth: { permission: 'settings:update' },
    body: etimsSettingsUpdate,
    response: etimsSettings,
    touches: ['etims'],
    tags: ['etims'],
  }),
  /** `selectInitOsdcInfo` with the company's KRA PIN: KRA's refusal is 422, no answer 502. */
  initialize: route({
    method: 'POST',
    path: '/api/company/etims/initialize',
    auth: { permission: 'settings:update' },
    body: etimsInitialize,
    response: etimsSettings,
    touches: ['etims'],
    tags: ['etims'],
  }),
  /** KRA's code lists (item classes, packaging and quantity units) the product form offers. */
  codeLists: route({
    method: 'GET',
    path: '/api/company/etims/code-lists',
    auth: { permission: 'inventory:read' },
    resource: 'etims',
    response: etimsCodeLists,
    tags: ['etims'],
  }),
  /** Fetches the code lists from KRA again (`selectCodeList`, `selectItemClsList`): 409 when not initialised. */
  refreshCodeLists: route({
    method: 'POST',
    path: '/api/company/etims/code-lists/refresh',
    auth: { permission: 'settings:update' },
    resource: 'etims',
    response: etimsCodeLists,
    touches: ['etims'],
    tags: ['etims'],
  }),
  submissions: route({
    method: 'GET',
    path: '/api/etims/submissions',
    auth: { permission: 'settings:read' },
    query: etimsSubmissionQuery,
    response: paginated(etimsSubmission),
    tags: ['etims'],
  }),
  /** A failed (or waiting) submission goes again now; a sent one is 409. */
  resend: route({
    method: 'POST',
    path: '/api/etims/submissions/:id/resend',
    auth: { permission: 'settings:update' },
    params: idParams,
    response: etimsSubmission,
    touches: ['etims'],
    tags: ['etims'],
  }),
};
