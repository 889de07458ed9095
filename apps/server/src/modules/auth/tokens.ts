import { createHash, randomBytes } from 'node:crypto';

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** The CSRF token for a session: derived from the secret session token, so it needs no storage. */
export const csrfTokenFor = (sessionToken: string): string =>
  createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
