import { describe, expect, it } from 'vitest';
import { keyed } from './keyed';

describe('keyed', () => {
  it('numbers repeats of the same base key', () => {
    const rows = [{ e: 'a' }, { e: 'b' }, { e: 'a' }, { e: 'a' }];
    expect(keyed(rows, (r) => r.e).map((r) => r.key)).toEqual(['a', 'b', 'a#2', 'a#3']);
  });
});
