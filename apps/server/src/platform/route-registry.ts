import type { FastifyInstance } from 'fastify';
import type { RouteAuth } from './route-auth';

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with the access it declared (walked by a test). */
    routeRegistry: RegisteredRoute[];
  }
}

export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, auth: route.config?.auth });
    }
  });
}
