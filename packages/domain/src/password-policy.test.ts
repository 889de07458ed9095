import { describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_POLICY } from './password-policy';

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
