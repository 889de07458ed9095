import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlank, stripBlank } from './filters';

describe('stripBlank', () => {
  it('removes empty string, null and undefined only', () => {
    expect(
      stripBlank({ search: '', status: null, page: 1, limit: undefined, lowStock: false, n: 0 }),
    ).toEqual({ page: 1, lowStock: false, n: 0 });
    expect(stripBlank({ q: ' ', tags: [], nested: { a: '' } })).toEqual({
      q: ' ',
      tags: [],
      nested: { a: '' },
    });
    expect(Object.keys(stripBlank({ a: undefined }))).toEqual([]);
    expect(stripBlank({})).toEqual({});
    const tricky = stripBlank(JSON.parse('{"__proto__":"x","a":""}') as Record<string, unknown>);
    expect(Object.keys(tricky)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(tricky)).toBe(Object.prototype);
  });

  it('does not mutate its input', () => {
    const input = { a: '', b: 'x' };
    stripBlank(input);
    expect(input).toEqual({ a: '', b: 'x' });
  });

  it('classifies blanks', () => {
    expect([isBlank(''), isBlank(null), isBlank(undefined)]).toEqual([true, true, true]);
    expect([isBlank(0), isBlank(false), isBlank(' '), isBlank(Number.NaN)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('property: keeps exactly the non-blank entries', () => {
    const value = fc.oneof(
      fc.constantFrom('', null, undefined, 0, false),
      fc.string(),
      fc.integer(),
      fc.boolean(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), (obj) => {
        const out = stripBlank(obj);
        const kept = Object.entries(obj).filter(([, v]) => v !== '' && v !== null && v !== undefined);
        expect(Object.entries(out)).toEqual(kept);
      }),
    );
  });
});
