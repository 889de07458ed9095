import { i18n } from '../i18n/i18n';
import { apiErrorText, fieldErrorText, type InterfaceText } from './error-text/error-text';
import { errorWordingIn, loadErrorWording } from './error-text/error-wording';

/** Code used when fetch itself fails (no answer from the server), after the identity provider's name. */
export const NETWORK_ERROR_CODE = 'network-request-failed';
export const NETWORK_ERROR_MESSAGE = 'Network problem: check your connection';
/** Code used when the server does not answer within REQUEST_TIMEOUT_MS. */
export const TIMEOUT_ERROR_CODE = 'request-timeout';
export const TIMEOUT_ERROR_MESSAGE = 'The server did not answer in time. Please try again.';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
  /** The error body's `details` (figures such as `available`, `branchName`), `fields` included. */
  details?: Record<string, unknown> | undefined;
  retryAfterSeconds?: number | undefined;
}

/** An error answer of the API (`{ error: { code, message, details } }`) or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly details: Readonly<Record<string, unknown>>;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.details = init.details ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

// a language's words for refusals load when it is chosen (English needs none)
i18n.on('languageChanged', (language) => void loadErrorWording(language).catch(() => undefined));

/** The app's interface language as the error wording reads it, when called. */
const interfaceText = (): InterfaceText => ({
  language: i18n.language,
  t: i18n.t,
  wording: errorWordingIn(i18n.language),
});

/**
 * The message to show for any thrown value, in the interface language (`apiErrorText`). It reads the
 * app's language when called: error texts are made in toasts and event handlers as much as in render.
 */
export function errorMessage(err: unknown, fallback = i18n.t('errors.fallback')): string {
  if (isApiError(err)) return apiErrorText(err, interfaceText(), fallback);
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** A field's message from the server or a contract schema, in the interface language. */
export function fieldErrorMessage(message: string): string {
  return fieldErrorText(message, interfaceText());
}
