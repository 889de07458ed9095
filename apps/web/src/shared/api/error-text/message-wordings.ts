import type { TFunction } from 'i18next';
import { en } from '../../i18n/en';
import { translateMonthLabel } from '../../month-label';

type MessageKey = keyof typeof en.errors.messages;

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'At most {{max}}' -> /^At most (.+?)$/ with its names ['max']. */
function templateOf(key: MessageKey, english: string): Template {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

const entries = Object.entries(en.errors.messages) as [MessageKey, string][];
/** The sentences without figures, by their exact English words. */
const EXACT = new Map(
  entries.filter(([, english]) => !english.includes('{{')).map(([k, english]) => [english, k]),
);
/** The sentences with figures, tried after the exact ones ('At most 2 decimals' before 'At most {{max}}'). */
const TEMPLATES = entries
  .filter(([, english]) => english.includes('{{'))
  .map(([k, english]) => templateOf(k, english));

/**
 * A sentence the API or a contract schema wrote ('Choose a supplier', 'At most 500.00') in the
 * language of `t`; undefined when it is not one of `errors.messages`. The figures it carries pass into
 * the translation as they are (a month named in English is named in the language).
 */
export function messageText(message: string, t: TFunction): string | undefined {
  const exact = EXACT.get(message);
  if (exact) return t(`errors.messages.${exact}`);
  for (const { key, pattern, names } of TEMPLATES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => [name, translateMonthLabel(match[i + 1] ?? '', t)]),
    );
    // the figures' names come from the English at run time, so the words fall back to the message itself
    return t(`errors.messages.${key}`, { ...values, defaultValue: message });
  }
  return undefined;
}
