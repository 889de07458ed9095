import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tawi/domain';
import { z } from 'zod';

export const uuid = z.uuid();

/** Blank filter values (empty string, null) are ignored, as SPEC point 5 says. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const isoDate = z.iso.date();
export const instant = z.string();

export const listQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sort: z.preprocess(blankToUndefined, z.string().max(60).optional()),
});
export type ListQuery = z.infer<typeof listQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

/** An optional field that may be cleared: '' and null both mean "no value". */
export const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());
