import { idParams, paginated } from '../common';
import {
  etimsCodeLists,
  etimsInitialize,
  etimsSettings,
  etimsSettingsUpdate,
  etimsSubmission,
  etimsSubmissionQuery,
} from '../etims';
import { routeGroup } from './route-group';

const etimsRoutes = routeGroup({ tags: ['etims'] });

/** Settings > eTIMS: the company's OSCU device and what waits to be told to KRA. */
export const etimsApi = {
  settings: etimsRoutes.get(
    '/api/company/etims',
    { permission: 'settings:read' },
    { response: etimsSettings },
  ),
  update: etimsRoutes.patch(
    '/api/company/etims',
    { permission: 'settings:update' },
    { body: etimsSettingsUpdate, response: etimsSettings, touches: ['etims'] },
  ),
  /** `selectInitOsdcInfo` with the company's KRA PIN: KRA's refusal is 422, no answer 502. */
  initialize: etimsRoutes.post(
    '/api/company/etims/initialize',
    { permission: 'settings:update' },
    { body: etimsInitialize, response: etimsSettings, touches: ['etims'] },
  ),
  /** KRA's code lists (item classes, packaging and quantity units) the product form offers. */
  codeLists: etimsRoutes.get(
    '/api/company/etims/code-lists',
    { permission: 'inventory:read' },
    { resource: 'etims', response: etimsCodeLists },
  ),
  /** Fetches the code lists from KRA again (`selectCodeList`, `selectItemClsList`): 409 when not initialised. */
  refreshCodeLists: etimsRoutes.post(
    '/api/company/etims/code-lists/refresh',
    { permission: 'settings:update' },
    { resource: 'etims', response: etimsCodeLists, touches: ['etims'] },
  ),
  submissions: etimsRoutes.get(
    '/api/etims/submissions',
    { permission: 'settings:read' },
    { query: etimsSubmissionQuery, response: paginated(etimsSubmission) },
  ),
  /** A failed (or waiting) submission goes again now; a sent one is 409. */
  resend: etimsRoutes.post(
    '/api/etims/submissions/:id/resend',
    { permission: 'settings:update' },
    { params: idParams, response: etimsSubmission, touches: ['etims'] },
  ),
};
