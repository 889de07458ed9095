import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { core } from 'zod';
import { fieldErrorMessage } from '../api/api-error';
import { i18n } from '../i18n/i18n';

type Issue = core.$ZodRawIssue;

function tooSmall(issue: Issue & { code: 'too_small' }, t: TFunction): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'array' || issue.origin === 'set') return t('validation.chooseAtLeastOne');
  if (issue.origin === 'string')
    return min <= 1 ? t('validation.required') : t('validation.atLeastCharacters', { min });
  return issue.inclusive === false ? t('validation.moreThan', { min }) : t('validation.atLeast', { min });
}

function tooBig(issue: Issue & { code: 'too_big' }, t: TFunction): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return t('validation.atMostCharacters', { max });
  if (issue.origin === 'array' || issue.origin === 'set') return t('validation.chooseAtMost', { max });
  return issue.inclusive === false ? t('validation.lessThan', { max }) : t('validation.atMost', { max });
}

const DATE_FORMATS: readonly string[] = ['date', 'datetime', 'time', 'duration'];

function invalidFormat(issue: Issue & { code: 'invalid_format' }, t: TFunction): string {
  if (issue.format === 'uuid' || issue.format === 'guid') return t('validation.chooseOne');
  if (issue.input === '') return t('validation.required');
  if (issue.format === 'email') return t('validation.email');
  return DATE_FORMATS.includes(issue.format) ? t('validation.date') : t('validation.format');
}

function invalidType(issue: Issue & { code: 'invalid_type' }, t: TFunction): string {
  if (issue.expected === 'number') return t('validation.number');
  if (issue.expected === 'int') return t('validation.wholeNumber');
  return issue.input === undefined || issue.input === '' ? t('validation.required') : t('validation.invalid');
}

/**
 * zod's issues in plain words in the language of `t` (zod has no Swahili). Messages written in the
 * contract schemas (KRA PIN, phone, ...) take precedence over this map; `formResolver` words them.
 */
export function issueText(issue: Issue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue, t);
    case 'too_big':
      return tooBig(issue, t);
    case 'invalid_format':
      return invalidFormat(issue, t);
    case 'invalid_type':
      return invalidType(issue, t);
    case 'invalid_value':
      return issue.input === undefined || issue.input === ''
        ? t('validation.chooseOne')
        : t('validation.option');
    case 'not_multiple_of':
      return t('validation.multipleOf', { step: Number(issue.divisor) });
    default:
      return t('validation.invalid');
  }
}

/** issueText in the interface language at the time of validation. */
export const friendlyErrorMap = (issue: Issue): string => issueText(issue, i18n.t);

/** Every `message` of react-hook-form's errors (nested fields and arrays), reworded in place. */
function rewordMessages(node: unknown, reword: (message: string) => string): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue; // the field's element
    if (key === 'message' && typeof value === 'string') Reflect.set(node, key, reword(value));
    else rewordMessages(value, reword);
  }
}

/**
 * zodResolver for a contract schema, with the plain messages above; the schemas' own messages ('Choose
 * a supplier') in the interface language too (`fieldErrorMessage`).
 */
export function formResolver<T extends core.$ZodType<unknown, FieldValues>>(
  schema: T,
): Resolver<core.input<T>, unknown, core.output<T>> {
  const resolve = zodResolver(schema, { error: friendlyErrorMap }) as Resolver<
    core.input<T>,
    unknown,
    core.output<T>
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    rewordMessages(result.errors, fieldErrorMessage);
    return result;
  };
}

/**
 * formResolver for a form whose fields hold drafts the schema does not type (an empty number box is
 * `undefined` until it is checked: "Enter a number"): the form sees `TDraft` in and the schema's output out.
 */
export function draftResolver<TDraft extends FieldValues, TOut>(
  schema: core.$ZodType<TOut, FieldValues>,
): Resolver<TDraft, unknown, TOut> {
  return formResolver(schema) as unknown as Resolver<TDraft, unknown, TOut>;
}
