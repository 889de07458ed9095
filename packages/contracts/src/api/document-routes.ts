import type { z } from 'zod';
import { documentParams, paginated } from '../common';
import { documentEmail, emailDraft, mailResult } from '../mail';
import { changeRoutes, permissionTo } from './record-routes';
import type { Resource } from './resources';
import { builtRoute, fileDownload, scopedBy } from './route';

/** The module whose permissions guard a kind of document: customer documents or supplier ones. */
type Area = 'customers' | 'trade';

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
    auth: permissionTo(area, 'read'),
    params: documentParams,
    response: fileDownload('application/pdf'),
    ...resourceOf(resource),
    tags,
  } as const;
  const email = {
    method: 'POST',
    path: `${base}/:id/email`,
    auth: permissionTo(area, 'update'),
    params: documentParams,
    body: documentEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    ...resourceOf(resource),
    tags,
  } as const;
  return {
    pdf: builtRoute(pdf),
    email: builtRoute(email),
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
    auth: permissionTo(area, 'read'),
    query,
    branch: scopedBy('query'),
    response: paginated(record),
    tags,
  } as const;
  const get = {
    method: 'GET',
    path: `${base}/:id`,
    auth: permissionTo(area, 'read'),
    params: documentParams,
    response: record,
    tags,
  } as const;
  return {
    list: builtRoute(list),
    get: builtRoute(get),
  };
}

/**
 * The changes of a kind of document at `base`: create (in the branch of the body), update and delete by
 * id or number (changeRoutes), a step of its life (`send`: `area`:update, answering the document) and a
 * copy (`clone`: a new Draft, 201).
 */
export function documentWriteRoutes<const B extends `/api/${string}`>(
  base: B,
  area: Area,
  tags: readonly string[],
) {
  const one = `${base}/:id` as const;
  return {
    ...changeRoutes(base, area, tags, { params: documentParams, createBranch: scopedBy('body') }),
    step: <const S extends string, R extends z.ZodType, const T extends readonly Resource[]>(
      step: S,
      record: R,
      touches: T,
    ) =>
      builtRoute({
        method: 'POST',
        path: `${one}/${step}`,
        auth: permissionTo(area, 'update'),
        params: documentParams,
        response: record,
        touches,
        tags,
      } as const),
    clone: <R extends z.ZodType, const T extends readonly Resource[]>(record: R, touches: T) =>
      builtRoute({
        method: 'POST',
        path: `${one}/clone`,
        auth: permissionTo(area, 'create'),
        params: documentParams,
        response: record,
        status: 201,
        touches,
        tags,
      } as const),
  };
}

/**
 * What the email dialog of a document at `base` starts from (GET .../email/draft): the party's address
 * and the company's template filled with the document.
 */
export const emailDraftRoute = <const B extends `/api/${string}`>(
  base: B,
  area: Area,
  resource: Resource,
  tags: readonly string[],
) =>
  builtRoute({
    method: 'GET',
    path: `${base}/:id/email/draft`,
    auth: permissionTo(area, 'read'),
    params: documentParams,
    response: emailDraft,
    resource,
    tags,
  } as const);
