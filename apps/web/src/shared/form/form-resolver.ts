import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { core } from 'zod';

type Issue = core.$ZodRawIssue;

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'array' || issue.origin === 'set') return 'Choose at least one';
  if (issue.origin === 'string') return min <= 1 ? 'Required' : `Use at least ${min} characters`;
  return `Must be at least ${min}`;
}

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `Use at most ${max} characters`;
  if (issue.origin === 'array') return `Choose at most ${max}`;
  return `Must be at most ${max}`;
}

/**
 * Plain-language messages for zod's generic issues. Messages written in the contract schemas
 * (KRA PIN, phone, ...) take precedence over this map, so they reach the user unchanged.
 */
export const friendlyErrorMap = (issue: Issue): string | undefined => {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Choose one';
      if (issue.input === '') return 'Required';
      if (issue.format === 'email') return 'Enter a valid email address';
      return undefined;
    case 'invalid_type':
      if (issue.expected === 'number') return 'Enter a number';
      return issue.input === undefined || issue.input === '' ? 'Required' : undefined;
    default:
      return undefined;
  }
};

/** zodResolver for a contract schema, with the friendly messages above. */
export function formResolver<T extends core.$ZodType<unknown, FieldValues>>(
  schema: T,
): Resolver<core.input<T>, unknown, core.output<T>> {
  return zodResolver(schema, { error: friendlyErrorMap }) as Resolver<core.input<T>, unknown, core.output<T>>;
}
