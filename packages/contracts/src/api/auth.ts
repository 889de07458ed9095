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
import { noContent, route } from './route';

const tags = ['auth'];

/**
 * Signing up, in and out, and the signed-in user (API.md: auth). Sign-up and login are public and set
 * the session cookies (or answer the bearer token); their answers are the signed-in user, `me`.
 */
export const authApi = {
  /** A new company with its first branch and its owner, signed in. */
  signup: route({
    method: 'POST',
    path: '/api/auth/signup',
    auth: { public: true },
    body: signupRequest,
    response: signupResponse,
    status: 201,
    resource: 'me',
    touches: ['me'],
    tags,
  }),
  /** Too many failed attempts: 429 `too-many-requests`. */
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    auth: { public: true },
    body: loginRequest,
    response: loginResponse,
    resource: 'me',
    touches: ['me'],
    tags,
  }),
  /** Ends the presented session (cookie or bearer token) at once. */
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    auth: { session: true },
    response: noContent,
    resource: 'me',
    touches: ['me'],
    tags,
  }),
  /** The signed-in user, the company, the branches they may use and their permissions. */
  me: route({
    method: 'GET',
    path: '/api/auth/me',
    auth: { session: true },
    response: meResponse,
    resource: 'me',
    tags,
  }),
  /** The signed-in user's own preferences (the interface language); answers them as saved. */
  updatePreferences: route({
    method: 'PATCH',
    path: '/api/auth/me/preferences',
    auth: { session: true },
    body: userPreferencesUpdate,
    response: userPreferences,
    resource: 'me',
    touches: ['me'],
    tags,
  }),
  /**
   * The signed-in user's password: the current one must be right (400 `wrong-password`), the new one
   * meet the company's policy (400 `weak-password`). The user's other sessions end; this one stays.
   */
  changePassword: route({
    method: 'POST',
    path: '/api/auth/change-password',
    auth: { session: true },
    body: changePasswordRequest,
    response: noContent,
    resource: 'me',
    touches: ['me'],
    tags,
  }),
  /**
   * 202 whatever the email: when it is an active user's, a link to the reset page with a one-time
   * token valid 1 hour goes out through the outbox (nothing tells whether an account exists).
   */
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: { public: true },
    body: forgotPasswordRequest,
    response: resetLinkAccepted,
    status: 202,
    resource: 'me',
    touches: ['outbox'],
    tags,
  }),
  /** Whose password a reset link resets and the policy to meet; a dead link is refused as on reset. */
  checkResetToken: route({
    method: 'GET',
    path: '/api/auth/reset-password',
    auth: { public: true },
    query: resetTokenCheckQuery,
    response: resetTokenCheck,
    resource: 'me',
    tags,
  }),
  /**
   * Sets a new password with a reset link's token, once: unknown 400 `reset-token-invalid`, used 410
   * `reset-token-used`, older than 1 hour 410 `reset-token-expired`. Every session of the user ends.
   */
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: { public: true },
    body: resetPasswordRequest,
    response: noContent,
    resource: 'me',
    touches: ['me'],
    tags,
  }),
};
