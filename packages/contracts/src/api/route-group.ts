import type { Resource } from './resources';
import { builtRoute, type Method, type RouteAuth, type RouteSpec } from './route';

/** What every entry of a group shares: its OpenAPI tags and, where the path's first segment is not it, its resource. */
interface GroupDefaults {
  readonly tags: readonly string[];
  readonly resource?: Resource;
}

/** The rest of an entry's spec: its params, query, body, answer, touches, branch ... */
type EntryParts = Omit<RouteSpec, 'method' | 'path' | 'auth' | 'tags'>;

/**
 * The entries of one group of routes (a module's object, or part of one) that share their tags and
 * resource: `group.get(path, auth, { query, response })`, `group.post(path, auth, { body, response,
 * touches })`. route() fills in the defaults as for any entry.
 */
export function routeGroup<const D extends GroupDefaults>(defaults: D) {
  const entry =
    <const M extends Method>(method: M) =>
    <const P extends `/api/${string}`, const A extends RouteAuth, const S extends EntryParts>(
      path: P,
      auth: A,
      spec: S,
    ) =>
      builtRoute({ method, path, auth, ...defaults, ...spec });
  return {
    get: entry('GET'),
    post: entry('POST'),
    put: entry('PUT'),
    patch: entry('PATCH'),
    delete: entry('DELETE'),
  };
}
