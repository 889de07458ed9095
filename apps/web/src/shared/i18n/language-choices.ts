import type { Language } from '@tawi/domain';

/** The languages a user picks from, each named in its own words. */
export const LANGUAGE_CHOICES = [
  { language: 'en', key: 'language.english' },
  { language: 'sw', key: 'language.swahili' },
] as const satisfies readonly { language: Language; key: `language.${string}` }[];
