import {
  type ApiBody,
  type ApiOutput,
  type ApiParams,
  type ApiQuery,
  type FileDownload,
  type FileUpload,
  isFileDownload,
  isNoContent,
  type NoContent,
  type RouteEntry,
} from '@tawi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { contextOf, declaredBranchOf } from './branch-scope';
import { attachmentHeaders } from './uploaded-file';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route implements (set by implement(); checked by the route registry). */
    contract?: RouteEntry;
  }
}

/** A file to send as a download: its bytes, type and name. */
export interface FileAnswer {
  readonly kind: 'file-answer';
  readonly data: Buffer | string;
  readonly contentType: string;
  readonly filename: string;
  /** Shown where it is (an image in a page), not downloaded: no content-disposition. */
  readonly inline?: boolean;
}

export const fileAnswer = (data: Buffer | string, contentType: string, filename: string): FileAnswer => ({
  kind: 'file-answer',
  data,
  contentType,
  filename,
});
export const pdfAnswer = (pdf: Buffer, filename: string) => fileAnswer(pdf, 'application/pdf', filename);
/** A file to show inline (a logo), not to download. */
export const inlineFileAnswer = (data: Buffer, contentType: string): FileAnswer => ({
  ...fileAnswer(data, contentType, ''),
  inline: true,
});

const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file-answer';

/**
 * The branch of an entry that declares one (contract `branch`), resolved and checked by implement(): always
 * one when scoped, when given when optional; none for an entry that declares no branch.
 */
export type DeclaredBranch<E extends RouteEntry> = {
  branchId: E extends { branch: { scope: 'scoped' } }
    ? string
    : E extends { branch: { scope: 'optional' } }
      ? string | undefined
      : undefined;
};

/**
 * The request a handler gets: params, query and body parsed by the entry's schemas (an upload's bytes),
 * and `branchId` when the entry declares its branch.
 */
export type ApiRequest<E extends RouteEntry> = FastifyRequest<{
  Params: ApiParams<E>;
  Querystring: ApiQuery<E>;
  Body: E extends { upload: FileUpload } ? Buffer : ApiBody<E>;
}> &
  DeclaredBranch<E>;

/** What a handler returns: the answer (the response schema's type), a file; for a 204 anything (not sent). */
export type ApiAnswer<E extends RouteEntry> = E['response'] extends NoContent
  ? unknown
  : E['response'] extends FileDownload
    ? FileAnswer
    : ApiOutput<E> | (E extends { files: readonly string[] } ? FileAnswer : never);

export type ApiHandler<E extends RouteEntry> = (
  request: ApiRequest<E>,
  reply: FastifyReply,
) => ApiAnswer<E> | Promise<ApiAnswer<E>>;

export interface ImplementOptions {
  /** A larger body limit than the app's (uploads). */
  bodyLimit?: number;
}

/** OpenAPI and validation from the entry: tags, params, query, body, the success answer. */
function schemaOf(entry: RouteEntry): FastifySchema {
  const schema: FastifySchema & {
    tags: string[];
    summary?: string;
    description?: string;
    hide?: boolean;
  } = { tags: [...entry.tags] };
  if (entry.summary) schema.summary = entry.summary;
  if (entry.upload) {
    const { contentTypes, maxBytes, form } = entry.upload;
    schema.description = form
      ? `multipart/form-data, the file (${contentTypes.join(', ')}, at most ${maxBytes} bytes) as field "file"`
      : `Raw ${contentTypes.join(', ')} bytes, at most ${maxBytes} bytes`;
  }
  if (entry.hidden) schema.hide = true;
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  const { response, files } = entry;
  if (isNoContent(response)) schema.response = { 204: z.null() };
  else if (!isFileDownload(response)) {
    const json = { 'application/json': { schema: response } };
    const alternatives = Object.fromEntries((files ?? []).map((type) => [type, { schema: z.string() }]));
    schema.response = { [entry.status]: files ? { content: { ...json, ...alternatives } } : response };
  }
  return schema;
}

function sendFile(reply: FastifyReply, file: FileAnswer) {
  reply.type(file.contentType);
  if (!file.inline) reply.header('content-disposition', attachmentHeaders(file.filename));
  return reply.send(file.data);
}

/** A multipart form arrives as a Buffer too; formFileOf() reads the file out of it. */
const FORM_TYPE = 'multipart/form-data';
/** Room for the form's boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** An upload's bytes arrive as a Buffer (the route's body limit applies). */
function acceptUpload(app: FastifyInstance, upload: FileUpload): void {
  for (const type of upload.form ? [FORM_TYPE] : upload.contentTypes) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    }
  }
}

function assertUploadType(request: FastifyRequest, upload: FileUpload): void {
  const type = request.headers['content-type']?.split(';')[0]?.trim() ?? '';
  const accepted = upload.form ? [FORM_TYPE] : upload.contentTypes;
  if (!accepted.includes(type) || !Buffer.isBuffer(request.body)) {
    throw new AppError('unsupported-media-type', `Send the file as ${accepted.join(', ')}`);
  }
}

/**
 * Registers the route of a contract entry: method, path, access (`config.auth`, checked by the auth
 * hook), the branch it declares (resolved and checked here: `request.branchId`), validation and OpenAPI
 * from its schemas, and its success status. The handler returns the answer (or a FileAnswer for a
 * download); implement sends it.
 */
export function implement<E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  handler: ApiHandler<E>,
  options: ImplementOptions = {},
): void {
  if (entry.upload) acceptUpload(app, entry.upload);
  const bodyLimit =
    options.bodyLimit ??
    (entry.upload && entry.upload.maxBytes + (entry.upload.form ? FORM_OVERHEAD_BYTES : 1024));
  app.route({
    method: entry.method,
    url: entry.path,
    config: { auth: entry.auth, contract: entry },
    schema: schemaOf(entry),
    ...(bodyLimit !== undefined && { bodyLimit }),
    handler: async (request, reply) => {
      if (entry.upload) assertUploadType(request, entry.upload);
      // The one place a request's own branch is decided (API.md "Branch scope"): before the handler runs.
      if (entry.branch) {
        Object.assign(request, { branchId: declaredBranchOf(contextOf(request), entry.branch, request) });
      }
      // The schemas above parsed params, query and body into exactly these types.
      const answer = await handler(request as unknown as ApiRequest<E>, reply);
      if (reply.sent) return reply;
      if (isFileAnswer(answer)) return sendFile(reply, answer);
      reply.status(entry.status);
      return isNoContent(entry.response) ? reply.send(null) : answer;
    },
  });
}
