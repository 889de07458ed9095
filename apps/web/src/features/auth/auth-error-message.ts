import type { TFunction } from 'i18next';
import { isApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../../shared/api/api-error';

/** "Too many sign-in attempts", with how long to wait when the server says. */
function tooManyAttempts(seconds: number | undefined, t: TFunction): string {
  if (!seconds || seconds <= 0) return t('auth.errors.tooManyAttempts');
  if (seconds < 60) return t('auth.errors.tooManyAttemptsSeconds', { count: seconds });
  return t('auth.errors.tooManyAttemptsMinutes', { count: Math.ceil(seconds / 60) });
}

/** What to tell the user when login or sign-up fails (the identity codes of SPEC point 8). */
export function authErrorMessage(err: unknown, t: TFunction): string {
  if (!isApiError(err)) return t('auth.errors.generic');
  switch (err.code) {
    case 'invalid-credential':
    case 'wrong-password':
    case 'user-not-found':
      return t('auth.errors.invalidCredential');
    case 'email-already-in-use':
      return t('auth.errors.emailInUse');
    case 'weak-password':
      return `${err.message}.`.replace(/\.\.$/, '.');
    case 'too-many-requests':
      return tooManyAttempts(err.retryAfterSeconds, t);
    case 'validation-error':
      return t('auth.errors.correctFields');
    case NETWORK_ERROR_CODE:
      return NETWORK_ERROR_MESSAGE;
    case 'unauthenticated':
      return t('auth.errors.sessionEnded');
    case 'requires-recent-login':
      return t('auth.errors.signInAgain');
    default:
      return err.message || t('auth.errors.generic');
  }
}
