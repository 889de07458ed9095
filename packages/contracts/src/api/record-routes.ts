import type { Permission, PermissionAction, PermissionModule } from '@tawi/domain';
import type { z } from 'zod';
import { idParams, paginated } from '../common';
import type { Resource } from './resources';
import { type BranchScope, builtRoute, noContent, type RouteAuth } from './route';

/** The permission `module:action`, as a route's auth. */
export const permissionTo = (module: PermissionModule, action: PermissionAction) => ({
  permission: `${module}:${action}` as Permission,
});

/** `{ branch }` when given, else nothing: the part of a spec that declares the branch a route acts on. */
const branchPart = <S extends BranchScope | undefined>(branch: S) =>
  (branch ? { branch } : {}) as S extends BranchScope ? { branch: S } : Record<never, never>;

/** How a kind of record's changes name one record, and where a new one's branch comes from. */
interface ChangeOptions<P extends z.ZodType, S extends BranchScope | undefined> {
  /** The `:id` parameter: a uuid (idParams), or for documents an id or number (documentParams). */
  params: P;
  /** The branch a new record goes to (documents: the body's). */
  createBranch?: S;
}

/**
 * Create (201), update (PATCH) and delete (204) of a kind of record at `base` and `${base}/:id`,
 * guarded by `module`:create, update and delete.
 */
export function changeRoutes<
  const B extends `/api/${string}`,
  P extends z.ZodType,
  const S extends BranchScope | undefined = undefined,
>(base: B, module: PermissionModule, tags: readonly string[], { params, createBranch }: ChangeOptions<P, S>) {
  const one = `${base}/:id` as const;
  return {
    create: <I extends z.ZodType, R extends z.ZodType, const T extends readonly Resource[]>(
      body: I,
      record: R,
      touches: T,
    ) =>
      builtRoute({
        method: 'POST',
        path: base,
        ...branchPart(createBranch as S),
        auth: permissionTo(module, 'create'),
        body,
        response: record,
        status: 201,
        touches,
        tags,
      } as const),
    update: <I extends z.ZodType, R extends z.ZodType, const T extends readonly Resource[]>(
      body: I,
      record: R,
      touches: T,
    ) =>
      builtRoute({
        method: 'PATCH',
        path: one,
        auth: permissionTo(module, 'update'),
        params,
        body,
        response: record,
        touches,
        tags,
      } as const),
    remove: <const T extends readonly Resource[]>(touches: T) =>
      builtRoute({
        method: 'DELETE',
        path: one,
        auth: permissionTo(module, 'delete'),
        params,
        response: noContent,
        touches,
        tags,
      } as const),
  };
}

/** Who may read a kind of record (default `module`:read), and the branch a list covers. */
interface ReadAccess<S extends BranchScope | undefined> {
  auth?: RouteAuth;
  branch?: S;
}

/**
 * The usual routes of a kind of record at `base` ('/api/roles'), guarded by `module`'s permissions:
 * the list (a page), one by id, and its changes (changeRoutes). Reading needs `module`:read unless
 * given another auth (a picker's).
 */
export function recordRoutes<const B extends `/api/${string}`>(
  base: B,
  module: PermissionModule,
  tags: readonly string[],
) {
  const read = permissionTo(module, 'read');
  return {
    list: <Q extends z.ZodType, R extends z.ZodType, const S extends BranchScope | undefined = undefined>(
      query: Q,
      record: R,
      { auth = read, branch }: ReadAccess<S> = {},
    ) =>
      builtRoute({
        method: 'GET',
        path: base,
        ...branchPart(branch as S),
        auth,
        query,
        response: paginated(record),
        tags,
      } as const),
    get: <R extends z.ZodType>(record: R, { auth = read }: ReadAccess<undefined> = {}) =>
      builtRoute({
        method: 'GET',
        path: `${base}/:id`,
        auth,
        params: idParams,
        response: record,
        tags,
      } as const),
    ...changeRoutes(base, module, tags, { params: idParams }),
  };
}
