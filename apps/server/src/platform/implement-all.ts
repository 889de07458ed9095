import type { RouteEntry } from '@tawi/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contextOf } from './branch-scope';
import {
  type ApiAnswer,
  type ApiRequest,
  type DeclaredBranch,
  type ImplementOptions,
  implement,
} from './implement';
import type { RequestContext } from './request-context';

/**
 * What a handler of implementAll gets: the app's database, the signed-in user's context, the request's
 * params, query and body as the entry's schemas parsed them, and `branchId` when the entry declares its
 * branch; the raw request and reply for the few that need them.
 */
export type ApiCall<E extends RouteEntry> = {
  readonly db: FastifyInstance['db'];
  readonly ctx: RequestContext;
  readonly params: ApiRequest<E>['params'];
  readonly query: ApiRequest<E>['query'];
  readonly body: ApiRequest<E>['body'];
  readonly request: ApiRequest<E>;
  readonly reply: FastifyReply;
} & DeclaredBranch<E>;

export type CallHandler<E extends RouteEntry> = (call: ApiCall<E>) => ApiAnswer<E> | Promise<ApiAnswer<E>>;

/** Handlers by the name of the entry they implement in one contract group (`list`, `get`, `create` ...). */
export type CallHandlers<A extends Record<string, RouteEntry>> = {
  readonly [K in keyof A]?: CallHandler<A[K]>;
};

function callOf<E extends RouteEntry>(
  app: FastifyInstance,
  request: ApiRequest<E>,
  reply: FastifyReply,
): ApiCall<E> {
  return {
    db: app.db,
    // Read when the handler asks: a public route has no context.
    get ctx() {
      return contextOf(request);
    },
    params: request.params,
    query: request.query,
    body: request.body,
    request,
    reply,
    // implement() set it on the request when the entry declares its branch (DeclaredBranch<E>).
    branchId: request.branchId,
  };
}

/** Registers one contract entry with implement(), its handler called with the ApiCall. */
export function implementCall<E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  handle: CallHandler<E>,
  options?: ImplementOptions,
): void {
  implement(app, entry, (request, reply) => handle(callOf(app, request, reply)), options);
}

/**
 * Registers the routes of one contract group (`bankTransfersApi` ...) with implement(), each by its
 * handler: `implementAll(app, bankTransfersApi, { get: ({ db, ctx, params }) => bankTransferOf(db, ctx, params.id) })`.
 * implement() keeps every check (the contract entry, validation, access, branch scope, OpenAPI, errors).
 */
export function implementAll<A extends Record<string, RouteEntry>>(
  app: FastifyInstance,
  api: A,
  handlers: CallHandlers<A>,
  options: { readonly [K in keyof A]?: ImplementOptions } = {},
): void {
  for (const name of Object.keys(handlers) as (keyof A & string)[]) {
    const handle = handlers[name];
    if (handle) implementCall(app, api[name] as A[typeof name], handle, options[name]);
  }
}
