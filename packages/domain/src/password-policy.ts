/** Password policy (SPEC point 5): minimum length 6 by default; a company may require more. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** Hard ceiling whatever the policy says, so hashing cost stays bounded. */
export const PASSWORD_ABSOLUTE_MAX = 256;

export type PasswordRule =
  | 'minLength'
  | 'maxLength'
  | 'requireLowercase'
  | 'requireUppercase'
  | 'requireNumeric'
  | 'requireNonAlphanumeric';

export interface PasswordFailure {
  rule: PasswordRule;
  message: string;
}

/** Returns the first rule the password breaks, or null when it satisfies the policy. */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordFailure | null {
  const length = [...password].length;
  const max = Math.min(policy.maxLength ?? PASSWORD_ABSOLUTE_MAX, PASSWORD_ABSOLUTE_MAX);
  if (length < policy.minLength) {
    return { rule: 'minLength', message: `Password must be at least ${policy.minLength} characters long` };
  }
  if (length > max) {
    return { rule: 'maxLength', message: `Password must be at most ${max} characters long` };
  }
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) {
    return { rule: 'requireLowercase', message: 'Password must contain a lower-case letter' };
  }
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) {
    return { rule: 'requireUppercase', message: 'Password must contain an upper-case letter' };
  }
  if (policy.requireNumeric && !/\d/.test(password)) {
    return { rule: 'requireNumeric', message: 'Password must contain a digit' };
  }
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    return {
      rule: 'requireNonAlphanumeric',
      message: 'Password must contain a character that is not a letter or digit',
    };
  }
  return null;
}

/** The policy as rules to show next to a new-password field: "At least 8 characters", "A digit", ... */
export function describePasswordPolicy(policy: PasswordPolicy): string[] {
  const max = Math.min(policy.maxLength ?? PASSWORD_ABSOLUTE_MAX, PASSWORD_ABSOLUTE_MAX);
  const rules = [
    max < PASSWORD_ABSOLUTE_MAX
      ? `${policy.minLength} to ${max} characters`
      : `At least ${policy.minLength} characters`,
  ];
  if (policy.requireLowercase) rules.push('A lower-case letter');
  if (policy.requireUppercase) rules.push('An upper-case letter');
  if (policy.requireNumeric) rules.push('A digit');
  if (policy.requireNonAlphanumeric) rules.push('A symbol (not a letter or digit)');
  return rules;
}
