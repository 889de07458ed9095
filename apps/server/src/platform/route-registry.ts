import type { RouteEntry } from '@tawi/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteAuth } from './route-auth';

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  /** The id of the contract entry it implements; none for a route outside the API (the web app). */
  contract: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with the access it declared (walked by a test). */
    routeRegistry: RegisteredRoute[];
  }
}

export interface ContractRules {
  /** The contract's entries (contractRoutes): the only API routes that may be registered. */
  entries: readonly RouteEntry[];
}

/** Why an API route may not be registered, or undefined when it may. */
export function contractProblem(
  id: string,
  implemented: RouteEntry | undefined,
  rules: ContractRules,
): string | undefined {
  if (implemented) {
    if (implemented.id === id && rules.entries.includes(implemented)) return undefined;
    return `${id} implements an entry that is not in the contract (apiRoutes in packages/contracts)`;
  }
  if (rules.entries.some((e) => e.id === id)) return `${id} is in the contract: register it with implement()`;
  return `${id} is not in the contract: state it in packages/contracts/src/api and implement() it (README: How to add a route)`;
}

/**
 * Keeps the list of registered routes and refuses (throws while registering) an API route that does
 * not implement an entry of the contract.
 */
export function registerRouteRegistry(app: FastifyInstance, rules: ContractRules): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const implemented = route.config?.contract;
      if (route.url.startsWith('/api/')) {
        const problem = contractProblem(`${method} ${route.url}`, implemented, rules);
        if (problem) throw new Error(problem);
      }
      routes.push({ method, url: route.url, auth: route.config?.auth, contract: implemented?.id });
    }
  });
}
