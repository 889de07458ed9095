import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../../shared/api/api-error';
import { i18n } from '../../shared/i18n/i18n';
import { authErrorMessage as messageIn } from './auth-error-message';

const authErrorMessage = (e: unknown) => messageIn(e, i18n.getFixedT('en'));

const err = (code: string, message = 'server words', retryAfterSeconds?: number) =>
  new ApiError({ status: 400, code, message, retryAfterSeconds });

describe('authErrorMessage', () => {
  it('has a friendly sentence per identity code', () => {
    expect(authErrorMessage(err('invalid-credential'))).toMatch(/email or password is not right/);
    expect(authErrorMessage(err('email-already-in-use'))).toMatch(/already exists/);
    expect(authErrorMessage(err('weak-password', 'Password must contain a digit'))).toBe(
      'Password must contain a digit.',
    );
    expect(authErrorMessage(err('validation-error'))).toMatch(/highlighted fields/);
    expect(authErrorMessage(err('unauthenticated'))).toMatch(/sign in again/);
    expect(authErrorMessage(err(NETWORK_ERROR_CODE))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('tells how long to wait after too many attempts', () => {
    expect(authErrorMessage(err('too-many-requests', 'x', 540))).toMatch(/in 9 minutes/);
    expect(authErrorMessage(err('too-many-requests', 'x', 1))).toMatch(/in 1 second\./);
    expect(authErrorMessage(err('too-many-requests'))).toMatch(/in a few minutes/);
  });

  it('falls back to the server message, then a generic one', () => {
    expect(authErrorMessage(err('internal-error', 'Something went wrong on our side'))).toBe(
      'Something went wrong on our side',
    );
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
