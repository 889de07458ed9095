import { DEFAULT_PASSWORD_POLICY, describePasswordPolicy, type PasswordPolicy } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { passwordRules } from './password-policy-rules';

const strict: PasswordPolicy = {
  minLength: 10,
  maxLength: 64,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

describe('password rules on screen', () => {
  it('say in English what the domain says, rule for rule', () => {
    const english = i18n.getFixedT('en');
    for (const policy of [DEFAULT_PASSWORD_POLICY, strict, { ...strict, maxLength: null }]) {
      expect(passwordRules(policy, english)).toEqual(describePasswordPolicy(policy));
    }
  });
});
