import type { Database } from '@tawi/db';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../modules/auth';
import { costView } from './cost-view';
import { assertMayPick, pickerView } from './picker-access';
import { assertPermission } from './request-context';

/**
 * Runs before the body is read: public routes pass; any other route needs a live session and,
 * when it names one, the permission (or, for a picker, one of the permissions that may list it).
 * A route that declares nothing is refused (and fails a test). A picker's answer leaves out the
 * fields its source guards for a user who only picks; any answer leaves out the route's cost fields
 * (contract `costFields`) for a user without costs:read.
 */
export function registerAuthHook(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!request.routeOptions.url) return; // 404s: handled by the not-found handler
    if (!auth) throw new Error(`route ${request.method} ${request.routeOptions.url} declares no auth`);
    if ('public' in auth) return;
    request.ctx = await authenticate(db, request);
    if ('permission' in auth) assertPermission(request.ctx, auth.permission);
    if ('picker' in auth) assertMayPick(request.ctx, auth.picker);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const { auth, contract } = request.routeOptions.config;
    if (!auth || !request.ctx || reply.statusCode >= 300) return payload;
    const seen = contract?.costFields ? costView(request.ctx, contract.costFields, payload) : payload;
    return 'picker' in auth ? pickerView(request.ctx, auth.picker, seen) : seen;
  });
}
