import { isApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../../shared/api/api-error';

function waitText(seconds: number | undefined): string {
  if (!seconds || seconds <= 0) return 'in a few minutes';
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** What to tell the user when login or sign-up fails (the identity codes of SPEC point 8). */
export function authErrorMessage(err: unknown): string {
  if (!isApiError(err)) return 'Something went wrong. Please try again.';
  switch (err.code) {
    case 'invalid-credential':
    case 'wrong-password':
    case 'user-not-found':
      return 'The email or password is not right. Check them and try again.';
    case 'email-already-in-use':
      return 'An account with this email already exists. Sign in instead, or use another email.';
    case 'weak-password':
      return `${err.message}.`.replace(/\.\.$/, '.');
    case 'too-many-requests':
      return `Too many sign-in attempts. Please try again ${waitText(err.retryAfterSeconds)}.`;
    case 'validation-error':
      return 'Please correct the highlighted fields.';
    case NETWORK_ERROR_CODE:
      return NETWORK_ERROR_MESSAGE;
    case 'unauthenticated':
      return 'Your session has ended. Please sign in again.';
    case 'requires-recent-login':
      return 'Please sign in again to continue.';
    default:
      return err.message || 'Something went wrong. Please try again.';
  }
}
