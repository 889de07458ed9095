import type { TFunction } from 'i18next';
import type { errorWording as english } from '../../i18n/en/error-wording';
import type { Translated } from '../../i18n/translated';
import { monthLabelIn } from '../../month-label';

export type EnglishWording = typeof english;
export type CodeKey = keyof EnglishWording['codes'];
export type MessageKey = keyof EnglishWording['messages'];
export type Words = Translated<EnglishWording>;
type Values = Readonly<Record<string, string | number>>;

/** The sentences of one language's error wording, with their figures filled in. */
export interface Say {
  code: (key: CodeKey, values?: Values) => string;
  message: (key: MessageKey, values?: Values) => string;
  /** A month 'YYYY-MM' in words in the language. */
  month: (period: string) => string;
}

/** 'Only {{available}} in stock' with { available: 3 } -> 'Only 3 in stock'. */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    String(values[name] ?? placeholder),
  );
}

export function sayIn(words: Words, t: TFunction): Say {
  return {
    code: (key, values) => fill(words.codes[key], values),
    message: (key, values) => fill(words.messages[key], values),
    month: (period) => monthLabelIn(period, t),
  };
}
