import { authApi, type LoginRequest, type MeResponse, type SignupRequest } from '@tawi/contracts';
import { CSRF_COOKIE, readCookie } from '../../shared/api/api-client';
import { isApiError } from '../../shared/api/api-error';
import { callApi } from '../../shared/api/call-api';

/** The signed-in user, or null when there is no live session. */
export async function fetchMe(): Promise<MeResponse | null> {
  if (!readCookie(CSRF_COOKIE)) return null; // never signed in here, or signed out
  try {
    return await callApi(authApi.me);
  } catch (err) {
    if (isApiError(err) && err.status === 401) return null;
    throw err;
  }
}

export const login = (body: LoginRequest) => callApi(authApi.login, { body });

export const signup = (body: SignupRequest) => callApi(authApi.signup, { body });

export const logout = () => callApi(authApi.logout);
