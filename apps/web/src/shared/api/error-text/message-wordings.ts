import type { TFunction } from 'i18next';
import { translateMonthLabel } from '../../month-label';
import type { EnglishWording, MessageKey, Say } from './say';

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

/**
 * Finds a sentence the API or a contract schema wrote ('Choose a supplier', 'At most 500.00') among the
 * `english` messages and says it with `say`; undefined when it is not one of them. The figures it carries
 * pass into the translation as they are (a month named in English is named in the language of `t`).
 */
export function messageMatcher(english: EnglishWording) {
  const entries = Object.entries(english.messages) as [MessageKey, string][];
  const exact = new Map(entries.filter(([, text]) => !text.includes('{{')).map(([key, text]) => [text, key]));
  // after the exact ones: 'At most 2 decimals' before 'At most {{max}}'
  const templates = entries
    .filter(([, text]) => text.includes('{{'))
    .map(([key, text]) => templateOf(key, text));
  return (message: string, say: Say, t: TFunction): string | undefined => {
    const key = exact.get(message);
    if (key) return say.message(key);
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (match) {
        const figures = template.names.map((name, i) => [name, translateMonthLabel(match[i + 1] ?? '', t)]);
        return say.message(template.key, Object.fromEntries(figures));
      }
    }
    return undefined;
  };
}
