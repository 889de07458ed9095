export type { RouteAuth } from '@tawi/contracts';

import type { RouteAuth } from '@tawi/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access a route needs: its contract entry's `auth`, passed on by implement(). */
    auth?: RouteAuth;
  }
}
