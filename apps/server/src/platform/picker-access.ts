import {
  guardedFields,
  mayPick,
  type PickerSourceName,
  pickerPermissions,
  withoutFields,
} from '@tawi/domain';
import { forbidden } from './app-error';
import type { RequestContext } from './request-context';

/** 403 unless the user may read the records or create a document whose form picks from them. */
export function assertMayPick(ctx: RequestContext, name: PickerSourceName): void {
  if (!mayPick(ctx.permissions, name)) {
    throw forbidden(`Your role does not allow this (needs ${pickerPermissions(name).join(' or ')})`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer as this user sees it: a page (`items`) or one record, without the fields the source
 * guards when the user may not read it in full.
 */
export function pickerView(ctx: RequestContext, name: PickerSourceName, payload: unknown): unknown {
  const fields = guardedFields(ctx.permissions, name);
  if (fields.length === 0 || !isRecord(payload)) return payload;
  const { items } = payload;
  if (Array.isArray(items)) {
    return { ...payload, items: items.map((i) => (isRecord(i) ? withoutFields(i, fields) : i)) };
  }
  return withoutFields(payload, fields);
}
