import type { Permission } from '@tawi/domain';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachment,
  attachmentList,
  attachmentParams,
} from '../attachments';
import { documentParams } from '../common';
import type { Resource } from './resources';
import {
  type FileDownload,
  type FileUpload,
  fileDownload,
  formUpload,
  type NoContent,
  noContent,
  type RouteEntry,
  type RouteSpec,
  route,
} from './route';

interface AttachmentAccess {
  /** Who may list and download: the document's read permission. */
  read: Permission;
  /** Who may attach and remove files: the document's update permission. */
  write: Permission;
  /** The document's cache root (its record shows its files). */
  document: Resource;
  tags: readonly string[];
}

/**
 * The four attachment routes of one kind of document (API.md, Daily work: attachments):
 * `POST <path>/:id/attachments` (multipart, the file under `file`: PDF, PNG, JPEG or WebP of at most
 * 10 MB, checked by its bytes; another type 422 `unsupported-file-type`, larger 413) -> 201 the file's
 * record; `GET <path>/:id/attachments` -> `{ items }`; `GET .../:attachmentId` the file;
 * `DELETE .../:attachmentId` -> 204. The document is found by id or number in the caller's company and
 * branches, as its own routes find it.
 */
type Params = typeof documentParams;
type FileParams = typeof attachmentParams;
interface Common<Path extends `/api/${string}`> {
  path: Path;
  auth: { permission: Permission };
  resource: 'attachments';
  tags: readonly string[];
}
type Entry<S extends RouteSpec> = RouteEntry<S>;

/** The routes of one document kind, typed as route() would type them for literal paths. */
export interface DocumentAttachmentRoutes<D extends string> {
  attach: Entry<
    Common<`/api/${D}/:id/attachments`> & {
      method: 'POST';
      params: Params;
      upload: FileUpload & { form: true };
      response: typeof attachment;
      status: 201;
      touches: readonly Resource[];
    }
  >;
  list: Entry<
    Common<`/api/${D}/:id/attachments`> & { method: 'GET'; params: Params; response: typeof attachmentList }
  >;
  download: Entry<
    Common<`/api/${D}/:id/attachments/:attachmentId`> & {
      method: 'GET';
      params: FileParams;
      response: FileDownload;
    }
  >;
  remove: Entry<
    Common<`/api/${D}/:id/attachments/:attachmentId`> & {
      method: 'DELETE';
      params: FileParams;
      response: NoContent;
      touches: readonly Resource[];
    }
  >;
}

export function documentAttachmentsApi<const D extends string>(
  documents: D,
  access: AttachmentAccess,
): DocumentAttachmentRoutes<D> {
  const list = `/api/${documents}/:id/attachments` as const;
  const one = `${list}/:attachmentId` as const;
  const touches = ['attachments', access.document] as const;
  const common = { resource: 'attachments', tags: access.tags } as const;
  const read = { permission: access.read };
  const write = { permission: access.write };
  // route() checks literal specs; these paths are built, so the entries are typed by the interface above
  const entry = route as (spec: RouteSpec) => RouteEntry;
  return {
    attach: entry({
      ...common,
      method: 'POST',
      path: list,
      auth: write,
      params: documentParams,
      upload: formUpload(ATTACHMENT_MAX_BYTES, ...ATTACHMENT_TYPES),
      response: attachment,
      status: 201,
      touches,
    }),
    list: entry({
      ...common,
      method: 'GET',
      path: list,
      auth: read,
      params: documentParams,
      response: attachmentList,
    }),
    download: entry({
      ...common,
      method: 'GET',
      path: one,
      auth: read,
      params: attachmentParams,
      response: fileDownload(...ATTACHMENT_TYPES),
    }),
    remove: entry({
      ...common,
      method: 'DELETE',
      path: one,
      auth: write,
      params: attachmentParams,
      response: noContent,
      touches,
    }),
  } as unknown as DocumentAttachmentRoutes<D>;
}

export type DocumentAttachmentsApi = ReturnType<typeof documentAttachmentsApi>;

/** Files kept with invoices, bills (expenses too: a bill without an order), customer receipts and supplier payments. */
export const invoiceAttachmentsApi = documentAttachmentsApi('invoices', {
  read: 'customers:read',
  write: 'customers:update',
  document: 'invoices',
  tags: ['customers'],
});
export const receiptAttachmentsApi = documentAttachmentsApi('receipts', {
  read: 'customers:read',
  write: 'customers:update',
  document: 'customer-receipts',
  tags: ['customers'],
});
export const billAttachmentsApi = documentAttachmentsApi('bills', {
  read: 'trade:read',
  write: 'trade:update',
  document: 'bills',
  tags: ['trade'],
});
export const paymentAttachmentsApi = documentAttachmentsApi('payments', {
  read: 'trade:read',
  write: 'trade:update',
  document: 'supplier-payments',
  tags: ['trade'],
});
