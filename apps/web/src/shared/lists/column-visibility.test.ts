import { describe, expect, it } from 'vitest';
import { hiddenWhenNarrow } from './column-visibility';

describe('hiddenWhenNarrow', () => {
  it('hides the fields on a phone and shows them otherwise', () => {
    expect(hiddenWhenNarrow(true, ['phone', 'kraPin'])).toEqual({ phone: false, kraPin: false });
    expect(hiddenWhenNarrow(false, ['phone', 'kraPin'])).toEqual({ phone: true, kraPin: true });
    expect(hiddenWhenNarrow(true, [])).toEqual({});
  });
});
