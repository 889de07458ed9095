import { z } from 'zod';
import { blankToUndefined } from './common';

/** The number rules of stock: prices, unit costs and quantities, and the filters of stock lists. */
export const decimals = (places: number) => (n: number) =>
  Number.isInteger(Math.round(n * 10 ** places * 1e6) / 1e6);
/** A unit cost keeps up to 6 decimals. */
export const cost = z
  .number()
  .min(0, 'Cannot be negative')
  .max(1e12)
  .refine(decimals(6), 'At most 6 decimals');
/** Quantities have up to 3 decimals. */
export const qty = z.number().min(0, 'Cannot be negative').max(1e9).refine(decimals(3), 'At most 3 decimals');
/** A quantity of a document or transfer line: more than 0 (one message however far below), up to 3 decimals. */
export const positiveQty = z
  .number()
  .max(1e9)
  .refine((n) => n > 0, 'Must be more than 0')
  .refine(decimals(3), 'At most 3 decimals');
/** A yes/no filter of a query string: 'true' or '1' (or true) is yes; anything else, no; absent stays absent. */
export const flag = z.preprocess((v) => v === 'true' || v === true || v === '1', z.boolean()).optional();
export const optionalUuid = z.preprocess(blankToUndefined, z.uuid().optional());
