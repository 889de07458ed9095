import { z } from 'zod';
import { healthResponse } from '../health';
import { route } from './route';

/** The platform's own routes: health and the API description. */
export const platformApi = {
  health: route({
    method: 'GET',
    path: '/api/health',
    auth: { public: true },
    response: healthResponse,
    resource: 'platform',
    tags: ['platform'],
  }),
  /** This contract as OpenAPI 3 (generated from the entries' schemas). */
  openApi: route({
    method: 'GET',
    path: '/api/openapi.json',
    auth: { public: true },
    response: z.record(z.string(), z.unknown()),
    resource: 'platform',
    tags: ['platform'],
    hidden: true,
  }),
};
