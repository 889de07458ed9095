import { describe, expect, it } from 'vitest';
import { selectedIds } from './product-sort';

describe('selectedIds', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('reads include and exclude models', () => {
    expect(selectedIds({ type: 'include', ids: new Set(['b']) }, rows)).toEqual(['b']);
    expect(selectedIds({ type: 'exclude', ids: new Set(['b']) }, rows)).toEqual(['a', 'c']);
  });
});
