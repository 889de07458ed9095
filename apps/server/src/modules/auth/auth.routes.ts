import { authApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { login } from './login';
import { loadMe } from './me';
import { revokeSession } from './sessions.repo';
import { signup } from './signup';
import { updatePreferences } from './update-preferences';

/** Implements authApi (packages/contracts/src/api/auth.ts). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const client = (r: { ip: string; headers: Record<string, unknown> }) => ({
    ip: r.ip,
    userAgent: typeof r.headers['user-agent'] === 'string' ? r.headers['user-agent'] : undefined,
  });

  implement(app, authApi.signup, async (request, reply) => {
    const out = await signup(app.db, request.body, client(request));
    setSessionCookies(request, reply, out.accessToken);
    return out;
  });

  implement(app, authApi.login, async (request, reply) => {
    const out = await login(app.db, request.body, client(request));
    setSessionCookies(request, reply, out.accessToken);
    return out;
  });

  implement(app, authApi.logout, async (request, reply) => {
    await revokeSession(app.db, contextOf(request).sessionId);
    clearSessionCookies(reply);
  });

  implement(app, authApi.me, (request) => loadMe(app.db, contextOf(request)));

  implement(app, authApi.updatePreferences, (request) =>
    updatePreferences(app.db, contextOf(request), request.body),
  );
};
