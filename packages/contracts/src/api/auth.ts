import { loginRequest, loginResponse, meResponse, signupRequest, signupResponse } from '../auth';
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
};
