import type { Permission, PickerSourceName } from '@tawi/domain';

/**
 * What a route needs. Every route declares one (a test walks the registered routes):
 * `public` (no session), `session` (any signed-in user), a permission `module:action`, or
 * `picker`: records forms pick from, listed for their readers and for the forms that need them
 * (PICKER_SOURCES in domain), without the guarded fields for the latter.
 */
export type RouteAuth =
  | { public: true }
  | { session: true }
  | { permission: Permission }
  | { picker: PickerSourceName };

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
/** A list (or one record) a form picks from: see PICKER_SOURCES. */
export const picksFrom = (picker: PickerSourceName): { config: { auth: RouteAuth } } => ({
  config: { auth: { picker } },
});
