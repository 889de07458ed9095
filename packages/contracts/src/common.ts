import {
  businessDateProblem,
  businessPeriodProblem,
  DEFAULT_PAGE_SIZE,
  isPayPeriod,
  MAX_PAGE_SIZE,
} from '@tawi/domain';
import { z } from 'zod';

export const uuid = z.uuid();

/** Blank filter values (empty string, null) are ignored, as SPEC point 5 says. */
/** Marks the field at `path` of the value being refined as wrong, with the message the form shows there. */
export const issueAt = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/**
 * A calendar date 'YYYY-MM-DD' of any year from 0001 (PostgreSQL has no year 0): report filters and
 * other dates that are only read.
 */
export const isoDate = z.iso.date().refine((d) => d >= '0001-01-01', 'Years start at 0001');

/**
 * A business date being written (a document's, a payment's, an entry's, a hire date): 'YYYY-MM-DD'
 * from 2000-01-01 to a year after today (API.md), else 400 naming the field.
 */
export const businessDate = isoDate.superRefine((date, ctx) => {
  const problem = businessDateProblem(date);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * A date about a person rather than the books (an employee's hire date): someone hired in 1998 is still
 * on the payroll, so only the upper bound of business dates applies, and nothing before 1940.
 */
export const personDate = isoDate.superRefine((date, ctx) => {
  const problem =
    date < '1940-01-01'
      ? 'Must be on or after 01 Jan 1940'
      : date >= '2000-01-01' && businessDateProblem(date);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An optional business date: blank ('' or null) means none (the use case's default, usually today). */
export const optionalBusinessDate = z.preprocess(blankToUndefined, businessDate.optional());

/** A monthly period being written (a payroll run's), 'YYYY-MM', within the business dates' bounds. */
export const businessPeriod = z
  .string()
  .trim()
  .refine(isPayPeriod, 'Use a pay period like 2025-03 (YYYY-MM)')
  .superRefine((period, ctx) => {
    const problem = isPayPeriod(period) ? businessPeriodProblem(period) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
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

/** Where a page stands: how many items in all, which page, how many a page. */
export const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageFields });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const idParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

/** A document by its id or by its number (API.md): INV-0001, LPO-0001, BILL-0001. */
export const documentParams = z.object({ id: z.string().trim().min(1).max(60) });

/** An optional field that may be cleared: '' and null both mean "no value". */
export const orNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/** A cost figure (cost price, stock value at cost, gross profit, margin): absent without costs:read. */
export const atCost = <T extends z.ZodType>(schema: T) => schema.optional();

/** A record as the server builds it: its cost figures present (the answer drops them without costs:read). */
export type WithCosts<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };
