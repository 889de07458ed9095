/**
 * Where the web app is reached, for links in mail: PUBLIC_URL when set (a server behind a proxy, and
 * no trust in a Host header an attacker chose), else the address the request came to.
 */
export function appOrigin(request: { protocol: string; host: string }): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
