import { loginRequest, loginResponse, meResponse, signupRequest, signupResponse } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { PUBLIC, SESSION } from '../../platform/route-auth';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { login } from './login';
import { loadMe } from './me';
import { revokeSession } from './sessions.repo';
import { signup } from './signup';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = (r: { ip: string; headers: Record<string, unknown> }) => ({
    ip: r.ip,
    userAgent: typeof r.headers['user-agent'] === 'string' ? r.headers['user-agent'] : undefined,
  });

  app.post(
    '/api/auth/signup',
    { ...PUBLIC, schema: { tags, body: signupRequest, response: { 201: signupResponse } } },
    async (request, reply) => {
      const out = await signup(app.db, request.body, client(request));
      setSessionCookies(request, reply, out.accessToken);
      return reply.status(201).send(out);
    },
  );

  app.post(
    '/api/auth/login',
    { ...PUBLIC, schema: { tags, body: loginRequest, response: { 200: loginResponse } } },
    async (request, reply) => {
      const out = await login(app.db, request.body, client(request));
      setSessionCookies(request, reply, out.accessToken);
      return out;
    },
  );

  app.post(
    '/api/auth/logout',
    { ...SESSION, schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeSession(app.db, contextOf(request).sessionId);
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/auth/me', { ...SESSION, schema: { tags, response: { 200: meResponse } } }, async (request) =>
    loadMe(app.db, contextOf(request)),
  );
};
