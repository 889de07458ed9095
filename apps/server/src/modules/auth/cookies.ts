import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './sessions.repo';
import { csrfTokenFor } from './tokens';

export const SESSION_COOKIE = 'tawi_session';
/** Readable by the web app, which echoes it in the X-CSRF-Token header on every state change. */
export const CSRF_COOKIE = 'tawi_csrf';
export const CSRF_HEADER = 'x-csrf-token';

function secure(request: FastifyRequest): boolean {
  return process.env.COOKIE_SECURE === 'true' || request.protocol === 'https';
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const common = { path: '/', secure: secure(request), maxAge: SESSION_TTL_MS / 1000 };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true, sameSite: 'lax' });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), { ...common, httpOnly: false, sameSite: 'strict' });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
