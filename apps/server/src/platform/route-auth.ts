import type { Permission } from '@tawi/domain';

/**
 * What a route needs. Every route declares one (a test walks the registered routes):
 * `public` (no session), `session` (any signed-in user), or a permission `module:action`.
 */
export type RouteAuth = { public: true } | { session: true } | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

export const PUBLIC: { config: { auth: RouteAuth } } = { config: { auth: { public: true } } };
export const SESSION: { config: { auth: RouteAuth } } = { config: { auth: { session: true } } };
export const needs = (permission: Permission): { config: { auth: RouteAuth } } => ({
  config: { auth: { permission } },
});
