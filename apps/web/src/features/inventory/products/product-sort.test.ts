import { describe, expect, it } from 'vitest';
import { productSortParam, selectedIds } from './product-sort';

describe('productSortParam', () => {
  it('turns the grid sort into the API sort', () => {
    expect(productSortParam([{ field: 'sellingPrice', sort: 'desc' }])).toBe('-sellingPrice');
    expect(productSortParam([{ field: 'sku', sort: 'asc' }])).toBe('sku');
    expect(productSortParam([])).toBe('name');
    expect(productSortParam([{ field: 'stockValue', sort: 'asc' }])).toBe('name');
    expect(productSortParam([{ field: 'sku', sort: null }])).toBe('name');
  });
});

describe('selectedIds', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('reads include and exclude models', () => {
    expect(selectedIds({ type: 'include', ids: new Set(['b']) }, rows)).toEqual(['b']);
    expect(selectedIds({ type: 'exclude', ids: new Set(['b']) }, rows)).toEqual(['a', 'c']);
  });
});
