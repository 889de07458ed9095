import type { Permission, PickerSourceName } from '@tawi/domain';
import type { z } from 'zod';
import type { Resource } from './resources';

/**
 * What a route needs (docs/adr/002): `public` (no session), `session` (any signed-in user), a permission
 * `module:action`, or `picker`: records forms pick from, listed for their readers and for the forms that
 * need them (PICKER_SOURCES in domain, docs/adr/004), without the guarded fields for the latter.
 */
export type RouteAuth =
  | { public: true }
  | { session: true }
  | { permission: Permission }
  | { picker: PickerSourceName };

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;

/** The answer is empty: 204. */
export interface NoContent {
  readonly kind: 'no-content';
}
/** The answer is a file to download (a PDF, a ZIP), not JSON. */
export interface FileDownload {
  readonly kind: 'file';
  readonly contentTypes: readonly string[];
}
/**
 * The request body is a file, not JSON: its raw bytes (a logo; the client sends a Blob), or with `form`
 * a multipart form with the file under `file` (attachments; the client sends FormData).
 */
export interface FileUpload {
  readonly kind: 'upload';
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
  readonly form?: true;
}
export const noContent: NoContent = { kind: 'no-content' };
export const fileDownload = (...contentTypes: string[]): FileDownload => ({ kind: 'file', contentTypes });
export const fileUpload = (maxBytes: number, ...contentTypes: string[]): FileUpload => ({
  kind: 'upload',
  contentTypes,
  maxBytes,
});
/** A multipart form upload of one file of these types (checked by the server, 422 otherwise). */
export const formUpload = (maxBytes: number, ...contentTypes: string[]): FileUpload & { form: true } => ({
  kind: 'upload',
  contentTypes,
  maxBytes,
  form: true,
});

/**
 * The branch a route acts on (shared/API.md "Branch scope"), resolved and checked by the server before
 * the handler, which reads it as `request.branchId`. `scoped`: the X-Branch-Id header, else the `field`
 * of the query or body (`from`; none: the header only), else the user's home branch. `optional`: the
 * field when given, else none (the handler covers every branch the user reaches). A branch the user may
 * not reach is 403.
 */
export interface BranchScope {
  readonly scope: 'scoped' | 'optional';
  readonly from?: 'query' | 'body';
  /** The field that names the branch; default `branchId`. */
  readonly field?: string;
}
/** The usual scopes: `branch: scopedBy('query')`, `branch: optionalBy('query')`. */
export const scopedBy = (from?: 'query' | 'body', field?: string) =>
  ({ scope: 'scoped', ...(from && { from }), ...(field && { field }) }) as const;
export const optionalBy = (from: 'query' | 'body') => ({ scope: 'optional', from }) as const;

/** A zod schema of the JSON answer, no content, or a file. */
export type ResponseSpec = z.ZodType | NoContent | FileDownload;

/** What a contract states about one route; `route()` checks it and fills in the defaults. */
export interface RouteSpec {
  method: Method;
  /** Fastify's syntax: `/api/customers/:id`. */
  path: `/api/${string}`;
  auth: RouteAuth;
  /** Required when the path has parameters, with exactly those names (checked by type and by a test). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; or `upload` for raw file bytes (never both). */
  body?: z.ZodType;
  upload?: FileUpload;
  response: ResponseSpec;
  /** The success status; default 204 for no content, else 200 (a create says 201). */
  status?: SuccessStatus;
  /** The cache root of its answers; default the path's first segment after /api/. */
  resource?: Resource;
  /** What a change changes (required on every method but GET): the web app reloads these afterwards. */
  touches?: readonly Resource[];
  /** Content types it also answers with `?format=` (a report as CSV): the handler may return a file. */
  files?: readonly string[];
  /**
   * Fields of the answer (at any depth) that only `costs:read` sees: cost prices, stock values at cost,
   * gross profit and margins. Left out for everyone else; the response schema has them optional.
   */
  costFields?: readonly string[];
  /** The branch it acts on, from the header, the query or the body (BranchScope); none: no branch or a record's. */
  branch?: BranchScope;
  /** OpenAPI grouping. */
  tags: readonly string[];
  summary?: string;
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: boolean;
}

/** A route of the contract: its spec with the defaults filled in and an id `METHOD /path`. */
export type RouteEntry<S extends RouteSpec = RouteSpec> = S & {
  readonly id: string;
  readonly status: SuccessStatus;
  readonly resource: Resource;
  readonly touches: readonly Resource[];
};

/** The parameter names of a path: `'/api/a/:id/b/:lineId'` -> `'id' | 'lineId'`. */
export type PathParam<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParam<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type FirstSegment<P extends string> = P extends `/api/${infer S}/${string}`
  ? S
  : P extends `/api/${infer S}`
    ? S
    : never;

/** Checks the type system makes on a spec: params named as the path, no body or touches on a GET, a resource. */
type SpecChecks<S extends RouteSpec> = ([PathParam<S['path']>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [K in PathParam<S['path']>]: unknown }> }) &
  (S['method'] extends 'GET' ? { body?: undefined; touches?: undefined } : { touches: readonly Resource[] }) &
  (FirstSegment<S['path']> extends Resource ? unknown : { resource: Resource });

export const isNoContent = (r: ResponseSpec): r is NoContent => 'kind' in r && r.kind === 'no-content';
export const isFileDownload = (r: ResponseSpec): r is FileDownload => 'kind' in r && r.kind === 'file';
export const isJsonResponse = (r: ResponseSpec): r is z.ZodType => '_zod' in r;

/** States one route of the API. */
export function route<const S extends RouteSpec>(spec: S & SpecChecks<S>): RouteEntry<S> {
  const segment = spec.path.split('/')[2] as Resource;
  return {
    ...spec,
    id: `${spec.method} ${spec.path}`,
    status: spec.status ?? (isNoContent(spec.response) ? 204 : 200),
    resource: spec.resource ?? segment,
    touches: spec.touches ?? [],
  };
}

/** route() for a spec a builder makes from parameters: its type checks need a literal spec, the runtime is the same. */
export const builtRoute = <S extends object>(spec: S) => route(spec as never) as RouteEntry<S & RouteSpec>;

/** A group of routes (one module's), by name: `customersApi.list`. */
export type RouteGroup = Readonly<Record<string, RouteEntry>>;

// What a caller sends and gets back, typed from the entry.

type IsUnknown<T> = unknown extends T ? ([T] extends [object] ? false : true) : false;

/**
 * What may be sent for a schema: its input type, where a field's input is `unknown` (a field that
 * preprocesses, e.g. a blank-to-undefined text or a coerced number) its output type, or blank.
 */
export type Wire<I, O> =
  IsUnknown<I> extends true
    ? O | null | ''
    : I extends readonly unknown[]
      ? O extends readonly unknown[]
        ? Wire<I[number], O[number]>[]
        : I
      : I extends object
        ? { [K in keyof I]: K extends keyof O ? Wire<I[K], O[K]> : I[K] }
        : I;
export type WireOf<T extends z.ZodType> = Wire<z.input<T>, z.output<T>>;

type SchemaAt<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [k in K]: infer T }
  ? T extends z.ZodType
    ? T
    : never
  : never;

type ParamsPart<E> = [SchemaAt<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<SchemaAt<E, 'params'>> };
type QueryPart<E> = [SchemaAt<E, 'query'>] extends [never]
  ? { query?: undefined }
  : object extends WireOf<SchemaAt<E, 'query'>>
    ? { query?: WireOf<SchemaAt<E, 'query'>> }
    : { query: WireOf<SchemaAt<E, 'query'>> };
type BodyPart<E> = E extends { readonly upload: { readonly form: true } }
  ? { body: FormData }
  : E extends { readonly upload: FileUpload }
    ? { body: Blob }
    : [SchemaAt<E, 'body'>] extends [never]
      ? { body?: undefined }
      : undefined extends WireOf<SchemaAt<E, 'body'>>
        ? { body?: WireOf<SchemaAt<E, 'body'>> }
        : { body: WireOf<SchemaAt<E, 'body'>> };

/** What a call of the entry sends: `{ params, query, body }`, each required when the route requires it. */
export type ApiInput<E extends RouteEntry> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The parsed params, query and body a handler receives. */
export type ApiParams<E extends RouteEntry> = [SchemaAt<E, 'params'>] extends [never]
  ? Record<string, never>
  : z.output<SchemaAt<E, 'params'>>;
export type ApiQuery<E extends RouteEntry> = [SchemaAt<E, 'query'>] extends [never]
  ? Record<string, never>
  : z.output<SchemaAt<E, 'query'>>;
export type ApiBody<E extends RouteEntry> = [SchemaAt<E, 'body'>] extends [never]
  ? undefined
  : z.output<SchemaAt<E, 'body'>>;

/** The success answer: the response schema's type, nothing for 204, the file for a download. */
export type ApiOutput<E extends RouteEntry, File = Blob> = E['response'] extends NoContent
  ? undefined
  : E['response'] extends FileDownload
    ? File
    : E['response'] extends z.ZodType
      ? z.output<E['response']>
      : never;

/** `[input]` when the entry needs one, else `[input?]`: for `callApi(entry)` without an empty object. */
export type InputArgs<E extends RouteEntry> =
  object extends ApiInput<E> ? [input?: ApiInput<E>] : [input: ApiInput<E>];
