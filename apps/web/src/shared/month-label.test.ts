import { MONTH_NAMES } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { MONTH_KEYS, monthLabelIn, translateMonthLabel } from './month-label';
import { interfaceText } from './testing/interface-text';

describe('months in the interface language', () => {
  it('has the domain months, January first', () => {
    expect(MONTH_KEYS.map((key) => en.months[key])).toEqual([...MONTH_NAMES]);
  });

  it('names a period and an English month label in Swahili', () => {
    const { t } = interfaceText('sw');
    expect(monthLabelIn('2026-10', t)).toBe('Oktoba 2026');
    expect(translateMonthLabel('February 2026', t)).toBe('Februari 2026');
    expect(translateMonthLabel('INV-0004', t)).toBe('INV-0004');
    expect(monthLabelIn('2026-10', interfaceText('en').t)).toBe('October 2026');
  });
});
