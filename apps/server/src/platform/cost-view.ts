import { COSTS_READ } from '@tawi/domain';
import type { RequestContext } from './request-context';

/** Whether the user sees cost prices, stock values at cost and margins. */
export const seesCosts = (ctx: RequestContext): boolean => ctx.permissions.has(COSTS_READ);

function strip(value: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => strip(v, fields));
  if (typeof value !== 'object' || value === null || value instanceof Date || Buffer.isBuffer(value)) {
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!fields.has(key)) out[key] = strip(v, fields);
  }
  return out;
}

/** The answer as this user sees it: without the route's cost fields (at any depth) unless costs:read. */
export function costView(ctx: RequestContext, costFields: readonly string[], payload: unknown): unknown {
  if (costFields.length === 0 || seesCosts(ctx)) return payload;
  return strip(payload, new Set(costFields));
}
