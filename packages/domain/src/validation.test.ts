import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  isKraPin,
  isMpesaCode,
  KRA_PIN_PATTERN,
  normalizeKenyanPhone,
  phoneSearchTerm,
} from './validation';

describe('KRA PIN', () => {
  it('checks the pattern', () => {
    expect(KRA_PIN_PATTERN.source).toBe('^[AP]\\d{9}[A-Z]$');
    expect(isKraPin('A123456789B')).toBe(true);
    expect(isKraPin('P051234567Z')).toBe(true);
    expect(isKraPin('B123456789C')).toBe(false);
    expect(isKraPin('a123456789b')).toBe(false);
    expect(isKraPin('A12345678B')).toBe(false);
    expect(isKraPin('A1234567890')).toBe(false);
    expect(isKraPin(' A123456789B')).toBe(false);
    expect(isKraPin(null)).toBe(false);
  });
});

describe('normalizeKenyanPhone', () => {
  it('accepts the common forms', () => {
    expect(normalizeKenyanPhone('+254712345678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('254712345678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('0712345678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('0112345678')).toBe('+254112345678');
    expect(normalizeKenyanPhone('+254 712 345 678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('0712-345-678')).toBe('+254712345678');
  });

  it('rejects others', () => {
    for (const bad of [
      '0212345678',
      '+254812345678',
      '071234567',
      '07123456789',
      '712345678',
      '+0712345678',
      '2540712345678',
      '(0712) 345678',
      '0712.345.678',
      '+255712345678',
      '',
    ]) {
      expect(normalizeKenyanPhone(bad), bad).toBeNull();
    }
  });

  it('property: every form of a mobile normalizes to the same E.164 number', () => {
    fc.assert(
      fc.property(fc.constantFrom('7', '1'), fc.stringMatching(/^\d{8}$/), (lead, rest) => {
        const local = `${lead}${rest}`;
        const expected = `+254${local}`;
        for (const form of [
          `0${local}`,
          `254${local}`,
          `+254${local}`,
          `0${lead} ${rest.slice(0, 4)}-${rest.slice(4)}`,
        ]) {
          expect(normalizeKenyanPhone(form)).toBe(expected);
        }
      }),
    );
  });
});

describe('M-Pesa code and countries', () => {
  it('checks M-Pesa codes', () => {
    expect(isMpesaCode('TLC8U0QFQ7')).toBe(true);
    expect(isMpesaCode('tlc8u0qfq7')).toBe(false);
    expect(isMpesaCode('TLC8U0QFQ')).toBe(false);
    expect(isMpesaCode('TLC8U0QFQ7X')).toBe(false);
    expect(isMpesaCode('TLC8U0-FQ7')).toBe(false);
    expect(isMpesaCode(undefined)).toBe(false);
  });

  it('lists Kenya only', () => {
    expect(COUNTRIES).toEqual([
      { name: 'Kenya', dialCode: '+254', isoCode: 'KE', flag: '\u{1F1F0}\u{1F1EA}' },
    ]);
  });
});

describe('phoneSearchTerm', () => {
  it('turns local and international forms into the stored +254 form, whole or in part', () => {
    expect(phoneSearchTerm('0712 345-678')).toBe('+254712345678');
    expect(phoneSearchTerm('0712 345')).toBe('+254712345');
    expect(phoneSearchTerm('0110')).toBe('+254110');
    expect(phoneSearchTerm('254712')).toBe('+254712');
    expect(phoneSearchTerm('+2547')).toBe('+2547');
  });
  it('leaves other terms alone', () => {
    for (const term of ['Mombasa', '0612345', '12345', 'A123456789B', '07123456789', '']) {
      expect(phoneSearchTerm(term), term).toBeUndefined();
    }
  });
});
