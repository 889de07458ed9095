import { z } from 'zod';
import { healthResponse } from '../health';
import { routeGroup } from './route-group';

const platformRoutes = routeGroup({ tags: ['platform'], resource: 'platform' });

/** The platform's own routes: health and the API description. */
export const platformApi = {
  health: platformRoutes.get('/api/health', { public: true }, { response: healthResponse }),
  /** This contract as OpenAPI 3 (generated from the entries' schemas). */
  openApi: platformRoutes.get(
    '/api/openapi.json',
    { public: true },
    { response: z.record(z.string(), z.unknown()), hidden: true },
  ),
};
