import type { Permission } from '@tawi/domain';
import type { z } from 'zod';
import { documentParams, paginated } from '../common';
import { documentEmail, mailResult } from '../mail';
import type { Resource } from './resources';
import { fileDownload, type RouteEntry, type RouteSpec, route, scopedBy } from './route';

/** The module whose permissions guard a kind of document: customer documents or supplier ones. */
type Area = 'customers' | 'trade';

const permission = (area: Area, action: 'read' | 'update') => `${area}:${action}` as Permission;

/** route() for a spec built from parameters: its type checks need a literal spec, the runtime is the same. */
const built = <S extends object>(spec: S) => route(spec as never) as RouteEntry<S & RouteSpec>;

/** The resource, where the path's first segment is not it (receipts: `customer-receipts`). */
const resourceOf = (resource: Resource | undefined) => (resource ? { resource } : {});

/**
 * The standard entries of a kind of document at `base` ('/api/invoices'): the PDF (`area`:read) and the
 * email that sends it (`area`:update; 202: sent, or queued in the outbox).
 */
export function documentFileRoutes<const B extends `/api/${string}`>(
  base: B,
  area: Area,
  tags: readonly string[],
  resource?: Resource,
) {
  const pdf = {
    method: 'GET',
    path: `${base}/:id/pdf`,
    auth: { permission: permission(area, 'read') },
    params: documentParams,
    response: fileDownload('application/pdf'),
    ...resourceOf(resource),
    tags,
  } as const;
  const email = {
    method: 'POST',
    path: `${base}/:id/email`,
    auth: { permission: permission(area, 'update') },
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    ...resourceOf(resource),
    tags,
  } as const;
  return {
    pdf: built(pdf),
    email: built(email),
  };
}

/** The list (`query` -> a page of `record`) and the one record by id or number of a kind of document. */
export function documentReadRoutes<
  const B extends `/api/${string}`,
  Q extends z.ZodType,
  R extends z.ZodType,
>(base: B, area: Area, tags: readonly string[], query: Q, record: R) {
  const list = {
    method: 'GET',
    path: base,
    auth: { permission: permission(area, 'read') },
    query,
    branch: scopedBy('query'),
    response: paginated(record),
    tags,
  } as const;
  const get = {
    method: 'GET',
    path: `${base}/:id`,
    auth: { permission: permission(area, 'read') },
    params: documentParams,
    response: record,
    tags,
  } as const;
  return {
    list: built(list),
    get: built(get),
  };
}
