import { describe, expect, it } from 'vitest';
import { sortParam } from './sort-param';

describe('sortParam', () => {
  const sortable = new Set(['date', 'total']);
  it('turns the grid sort into field or -field, and drops what the server cannot sort by', () => {
    expect(sortParam([{ field: 'total', sort: 'asc' }], sortable)).toBe('total');
    expect(sortParam([{ field: 'date', sort: 'desc' }], sortable)).toBe('-date');
    expect(sortParam([{ field: 'status', sort: 'asc' }], sortable)).toBe('');
    expect(sortParam([{ field: 'date', sort: null }], sortable)).toBe('');
    expect(sortParam([], sortable)).toBe('');
  });
});
