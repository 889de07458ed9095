import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentParams, idParams, isoDate, listQuery, optionalText, orNull, paginated } from './common';
import { cost, flag, positiveQty, qty } from './quantities';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('ids', () => {
  it('takes a UUID in a path and names a wrong one', () => {
    expect(ok(idParams, { id: '0b7c6f4e-2a57-4b8e-9a43-3f5c1f1f2a10' })).toBe(true);
    const r = idParams.safeParse({ id: 'INV-0001' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Not a valid id');
    expect(ok(idParams, { id: '' })).toBe(false);
    expect(ok(idParams, {})).toBe(false);
  });

  it('a document by id or number: trimmed, not blank, at most 60 characters', () => {
    expect(documentParams.parse({ id: ' INV-0001 ' })).toEqual({ id: 'INV-0001' });
    expect(ok(documentParams, { id: '   ' })).toBe(false);
    expect(ok(documentParams, { id: 'x'.repeat(61) })).toBe(false);
  });
});

describe('dates', () => {
  it('takes real calendar dates only, in YYYY-MM-DD', () => {
    expect(ok(isoDate, '2024-02-29')).toBe(true);
    for (const bad of [
      '2025-02-29',
      '2025-13-01',
      '2025-1-1',
      '01/02/2025',
      '2025-01-01T00:00:00Z',
      '',
      20250101,
    ]) {
      expect(ok(isoDate, bad)).toBe(false);
    }
  });
});

describe('list query (paging, search, sort)', () => {
  it('defaults: page 1, the default page size; blank filters ignored', () => {
    expect(listQuery.parse({})).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE });
    expect(listQuery.parse({ page: '', limit: null, search: '', sort: '' })).toEqual({
      page: 1,
      limit: DEFAULT_PAGE_SIZE,
    });
  });

  it('reads numbers from the query string and trims the search', () => {
    expect(listQuery.parse({ page: '3', limit: '50', search: '  maize ', sort: '-date' })).toEqual({
      page: 3,
      limit: 50,
      search: 'maize',
      sort: '-date',
    });
    expect(listQuery.parse({ limit: String(MAX_PAGE_SIZE) }).limit).toBe(MAX_PAGE_SIZE);
  });

  it('refuses page 0, a negative or fractional page, a limit past the maximum, words for numbers', () => {
    for (const bad of [
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: 'two' },
      { limit: '0' },
      { limit: String(MAX_PAGE_SIZE + 1) },
      { limit: 'all' },
      { search: 'x'.repeat(201) },
      { sort: 'x'.repeat(61) },
    ]) {
      expect(ok(listQuery, bad)).toBe(false);
    }
  });
});

describe('optional fields that may be cleared', () => {
  it("orNull: '' and null mean no value, absent stays absent", () => {
    const field = orNull(z.string().max(3));
    expect(field.parse('')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse('abc')).toBe('abc');
    expect(ok(field, 'abcd')).toBe(false);
  });

  it('optionalText: blank is none, text is trimmed and limited', () => {
    const text = optionalText(5);
    expect(text.parse('')).toBeUndefined();
    expect(text.parse('  hi ')).toBe('hi');
    expect(ok(text, '123456')).toBe(false);
  });
});

describe('quantities and unit costs', () => {
  it('quantities: 0 or more, up to 3 decimals', () => {
    expect(qty.parse(2.125)).toBe(2.125);
    expect(ok(qty, 0.0005)).toBe(false);
    expect(ok(qty, -1)).toBe(false);
    expect(ok(qty, '2')).toBe(false);
    expect(ok(qty, Number.NaN)).toBe(false);
    expect(ok(positiveQty, 0)).toBe(false);
  });

  it('line quantities (sales, purchases, transfers): more than 0, one message below it, up to 3 decimals', () => {
    const messages = (v: unknown) => {
      const r = positiveQty.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(positiveQty.parse(0.001)).toBe(0.001);
    expect(positiveQty.parse(1e9)).toBe(1e9);
    expect(messages(0)).toEqual(['Must be more than 0']);
    expect(messages(-1)).toEqual(['Must be more than 0']);
    expect(messages(1.0001)).toEqual(['At most 3 decimals']);
    expect(ok(positiveQty, 1e9 + 1)).toBe(false);
    expect(ok(positiveQty, '2')).toBe(false);
  });

  it("query flags: 'true', '1' and true are yes, anything else no, absent stays absent", () => {
    for (const yes of ['true', '1', true]) expect(flag.parse(yes)).toBe(true);
    for (const no of ['false', '0', 'yes', '']) expect(flag.parse(no)).toBe(false);
    expect(flag.parse(undefined)).toBeUndefined();
  });

  it('unit costs keep 6 decimals, not 7', () => {
    expect(cost.parse(12.345678)).toBe(12.345678);
    expect(ok(cost, 12.3456789)).toBe(false);
    expect(ok(cost, -0.000001)).toBe(false);
  });
});

describe('pages of records', () => {
  it('the answer of a list: items with whole-number totals', () => {
    const page = paginated(z.object({ id: z.string() }));
    expect(ok(page, { items: [{ id: 'a' }], total: 1, page: 1, limit: 25 })).toBe(true);
    expect(ok(page, { items: [], total: 1.5, page: 1, limit: 25 })).toBe(false);
  });
});
