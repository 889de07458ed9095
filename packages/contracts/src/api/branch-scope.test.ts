import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoutes } from './catalog';
import type { RouteEntry } from './route';

/** The fields of an object schema, through optional, nullable, default and pipe wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = schema.def as { innerType?: z.ZodType; in?: z.ZodType };
  return fieldsOf(def.innerType ?? def.in);
}

/** A `branchId` that is not the request's branch: the home branch a user is given (org checks it). */
const NOT_A_SCOPE = ['POST /api/users', 'PATCH /api/users/:id'];

const named = (entries: readonly RouteEntry[]) => entries.map((e) => [e.id, e] as [string, RouteEntry]);

describe('the branch scope of the contract (API.md "Branch scope")', () => {
  it('finds the fields of wrapped schemas', () => {
    expect(fieldsOf(z.object({ branchId: z.string() }).optional())).toEqual(['branchId']);
    expect(fieldsOf(z.object({ a: z.string() }).transform((x) => x))).toEqual(['a']);
  });

  const withBranchField = contractRoutes.filter(
    (e) => [...fieldsOf(e.query), ...fieldsOf(e.body)].includes('branchId') && !NOT_A_SCOPE.includes(e.id),
  );
  it('covers the lists and creates', () => expect(withBranchField.length).toBeGreaterThan(70));

  it.each(named(withBranchField))('%s declares how its branchId is read', (_id, entry) => {
    expect(
      entry.branch,
      'a `branchId` in the query or body needs `branch` (scopedBy / optionalBy)',
    ).toBeDefined();
  });

  it.each(named(contractRoutes.filter((e) => e.branch?.from)))('%s reads a field it has', (_id, entry) => {
    const { from, field = 'branchId' } = entry.branch ?? {};
    expect(fieldsOf(from === 'query' ? entry.query : entry.body)).toContain(field);
  });
});
