import type { Database } from '@tawi/db';
import type { FastifyInstance } from 'fastify';
import { assertPermission, authenticate } from '../modules/auth';

/**
 * Runs before the body is read: public routes pass; any other route needs a live session and,
 * when it names one, the permission. A route that declares nothing is refused (and fails a test).
 */
export function registerAuthHook(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!request.routeOptions.url) return; // 404s: handled by the not-found handler
    if (!auth) throw new Error(`route ${request.method} ${request.routeOptions.url} declares no auth`);
    if ('public' in auth) return;
    request.ctx = await authenticate(db, request);
    if ('permission' in auth) assertPermission(request.ctx, auth.permission);
  });
}
