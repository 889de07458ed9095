const DASHBOARD_PATH = /^\/dashboard(?:[/?#]|$)/;

/** The returnUrl query parameter when it is a /dashboard path of this site, else /dashboard. */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !DASHBOARD_PATH.test(value) || value.includes('//') || value.includes('\\')) {
    return '/dashboard';
  }
  return value;
}

/** `/?returnUrl=<path>` for a path the user was on. */
export function loginPathFor(pathWithSearch: string): string {
  return `/?returnUrl=${encodeURIComponent(pathWithSearch)}`;
}
