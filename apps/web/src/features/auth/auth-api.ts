import type { LoginRequest, LoginResponse, MeResponse, SignupRequest, SignupResponse } from '@tawi/contracts';
import { api, CSRF_COOKIE, readCookie } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';

/** The signed-in user, or null when there is no live session. */
export async function fetchMe(): Promise<MeResponse | null> {
  if (!readCookie(CSRF_COOKIE)) return null; // never signed in here, or signed out
  try {
    return await api<MeResponse>('/api/auth/me');
  } catch (err) {
    if (isApiError(err) && err.status === 401) return null;
    throw err;
  }
}

export const login = (body: LoginRequest) => api<LoginResponse>('/api/auth/login', { method: 'POST', body });

export const signup = (body: SignupRequest) =>
  api<SignupResponse>('/api/auth/signup', { method: 'POST', body });

export const logout = () => api<void>('/api/auth/logout', { method: 'POST' });
