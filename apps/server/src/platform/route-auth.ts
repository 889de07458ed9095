import type { RouteAuth } from '@tawi/contracts';
import type { Permission, PickerSourceName } from '@tawi/domain';

export type { RouteAuth } from '@tawi/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

// Routes still registered by hand (NOT_YET_IN_CONTRACT) declare their access with these; a route of
// the contract declares it in its entry (`auth`), and implement() passes it on.

export const PUBLIC: { config: { auth: RouteAuth } } = { config: { auth: { public: true } } };
export const SESSION: { config: { auth: RouteAuth } } = { config: { auth: { session: true } } };
export const needs = (permission: Permission): { config: { auth: RouteAuth } } => ({
  config: { auth: { permission } },
});
/** A list (or one record) a form picks from: see PICKER_SOURCES. */
export const picksFrom = (picker: PickerSourceName): { config: { auth: RouteAuth } } => ({
  config: { auth: { picker } },
});
