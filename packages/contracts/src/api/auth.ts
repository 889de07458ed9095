import { loginRequest, loginResponse, meResponse, signupRequest, signupResponse } from '../auth';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  resetLinkAccepted,
  resetPasswordRequest,
  resetTokenCheck,
  resetTokenCheckQuery,
} from '../passwords';
import { userPreferences, userPreferencesUpdate } from '../preferences';
import { noContent } from './route';
import { routeGroup } from './route-group';

const authRoutes = routeGroup({ tags: ['auth'], resource: 'me' });

/**
 * Signing up, in and out, and the signed-in user (API.md: auth). Sign-up and login are public and set
 * the session cookies (or answer the bearer token); their answers are the signed-in user, `me`.
 */
export const authApi = {
  /** A new company with its first branch and its owner, signed in. */
  signup: authRoutes.post(
    '/api/auth/signup',
    { public: true },
    { body: signupRequest, response: signupResponse, status: 201, touches: ['me'] },
  ),
  /** Too many failed attempts: 429 `too-many-requests`. */
  login: authRoutes.post(
    '/api/auth/login',
    { public: true },
    { body: loginRequest, response: loginResponse, touches: ['me'] },
  ),
  /** Ends the presented session (cookie or bearer token) at once. */
  logout: authRoutes.post('/api/auth/logout', { session: true }, { response: noContent, touches: ['me'] }),
  /** The signed-in user, the company, the branches they may use and their permissions. */
  me: authRoutes.get('/api/auth/me', { session: true }, { response: meResponse }),
  /** The signed-in user's own preferences (the interface language); answers them as saved. */
  updatePreferences: authRoutes.patch(
    '/api/auth/me/preferences',
    { session: true },
    { body: userPreferencesUpdate, response: userPreferences, touches: ['me'] },
  ),
  /**
   * The signed-in user's password: the current one must be right (400 `wrong-password`), the new one
   * meet the company's policy (400 `weak-password`). The user's other sessions end; this one stays.
   */
  changePassword: authRoutes.post(
    '/api/auth/change-password',
    { session: true },
    { body: changePasswordRequest, response: noContent, touches: ['me'] },
  ),
  /**
   * 202 whatever the email: when it is an active user's, a link to the reset page with a one-time
   * token valid 1 hour goes out through the outbox (nothing tells whether an account exists).
   */
  forgotPassword: authRoutes.post(
    '/api/auth/forgot-password',
    { public: true },
    { body: forgotPasswordRequest, response: resetLinkAccepted, status: 202, touches: ['outbox'] },
  ),
  /** Whose password a reset link resets and the policy to meet; a dead link is refused as on reset. */
  checkResetToken: authRoutes.get(
    '/api/auth/reset-password',
    { public: true },
    { query: resetTokenCheckQuery, response: resetTokenCheck },
  ),
  /**
   * Sets a new password with a reset link's token, once: unknown 400 `reset-token-invalid`, used 410
   * `reset-token-used`, older than 1 hour 410 `reset-token-expired`. Every session of the user ends.
   */
  resetPassword: authRoutes.post(
    '/api/auth/reset-password',
    { public: true },
    { body: resetPasswordRequest, response: noContent, touches: ['me'] },
  ),
};
