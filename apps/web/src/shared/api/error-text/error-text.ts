import { DEFAULT_LANGUAGE } from '@tawi/domain';
import type { TFunction } from 'i18next';
import type { ApiRefusal, ErrorWording } from './error-wording';

/** The interface language, its words, and its error wording once loaded (none for English). */
export interface InterfaceText {
  language: string;
  t: TFunction;
  wording: ErrorWording | undefined;
}

/**
 * What an API refusal says in the interface language; `fallback` when there is nothing to say. English
 * shows the server's own message (the API's words, which tests and people read), as does a language whose
 * wording has not loaded yet or has no words for it (see `errorWordingOf`).
 */
export function apiErrorText(
  err: ApiRefusal,
  { language, t, wording }: InterfaceText,
  fallback: string,
): string {
  const own = err.message || fallback;
  return language === DEFAULT_LANGUAGE ? own : (wording?.refusal(err, t) ?? own);
}

/** A field's message from the server or a contract schema ('Already in use') in the interface language. */
export function fieldErrorText(message: string, { language, t, wording }: InterfaceText): string {
  return language === DEFAULT_LANGUAGE ? message : (wording?.field(message, t) ?? message);
}
