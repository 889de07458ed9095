import { DEFAULT_LANGUAGE } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { CODE_WORDINGS, HTTP_STATUS_WORDING, type Refusal } from './code-wordings';
import type { Details } from './details';
import { messageText } from './message-wordings';

/** The interface language and its words: the app's i18next instance, or one a test makes. */
export interface InterfaceText {
  language: string;
  t: TFunction;
}

/** An API refusal as `ApiError` holds it. */
export interface ApiRefusal {
  status: number;
  code: string;
  message: string;
  details: Details;
}

const wordingOf = (code: string) =>
  CODE_WORDINGS[code] ?? (/^http-\d+$/.test(code) ? HTTP_STATUS_WORDING : undefined);

/**
 * What an API refusal says in the interface language; `fallback` when there is nothing to say. English
 * shows the server's own message (the API's words, which tests and people read). Another language words
 * the code with the figures of the details, else a sentence of the server it knows ('Choose a supplier'),
 * else the code's generic sentence, else the server's message as it came.
 */
export function apiErrorText(err: ApiRefusal, { language, t }: InterfaceText, fallback: string): string {
  if (language === DEFAULT_LANGUAGE) return err.message || fallback;
  const refusal: Refusal = { status: err.status, message: err.message, details: err.details };
  const wording = wordingOf(err.code);
  return (
    wording?.worded?.(refusal, t) ??
    messageText(err.message, t) ??
    (wording?.generic && t(`errors.codes.${wording.generic}`)) ??
    (err.message || fallback)
  );
}

/** A field's message from the server or a contract schema ('Already in use') in the interface language. */
export function fieldErrorText(message: string, { language, t }: InterfaceText): string {
  return language === DEFAULT_LANGUAGE ? message : (messageText(message, t) ?? message);
}
