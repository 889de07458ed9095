import { describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_POLICY, describePasswordPolicy } from './password-policy';

describe('checkPassword', () => {
  it('requires 6 characters by default and nothing else', () => {
    expect(checkPassword('12345', DEFAULT_PASSWORD_POLICY)?.rule).toBe('minLength');
    expect(checkPassword('123456', DEFAULT_PASSWORD_POLICY)).toBeNull();
    expect(checkPassword('abcdef', DEFAULT_PASSWORD_POLICY)).toBeNull();
  });

  it('names the first failed rule of a strict policy', () => {
    const strict = {
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(checkPassword('Ab1!', strict)?.rule).toBe('minLength');
    expect(checkPassword('Abcdefgh1!xyz', strict)?.rule).toBe('maxLength');
    expect(checkPassword('ABCDEFG1!', strict)?.rule).toBe('requireLowercase');
    expect(checkPassword('abcdefg1!', strict)?.rule).toBe('requireUppercase');
    expect(checkPassword('Abcdefgh!', strict)?.rule).toBe('requireNumeric');
    expect(checkPassword('Abcdefgh1', strict)?.rule).toBe('requireNonAlphanumeric');
    expect(checkPassword('Abcdefg1!', strict)).toBeNull();
    expect(checkPassword('Abcdefg1!', strict)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('😀😀😀😀😀', DEFAULT_PASSWORD_POLICY)?.rule).toBe('minLength');
  });
});

describe('describePasswordPolicy', () => {
  it('states the default policy as its one length rule', () => {
    expect(describePasswordPolicy(DEFAULT_PASSWORD_POLICY)).toEqual(['At least 6 characters']);
  });

  it('lists every rule a strict policy has, each one checkPassword enforces', () => {
    const strict = {
      minLength: 10,
      maxLength: 64,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(describePasswordPolicy(strict)).toEqual([
      '10 to 64 characters',
      'A lower-case letter',
      'An upper-case letter',
      'A digit',
      'A symbol (not a letter or digit)',
    ]);
    expect(checkPassword('Nairobi-2026', strict)).toBeNull();
    expect(checkPassword('nairobi-2026', strict)?.rule).toBe('requireUppercase');
  });
});
