/** SMTP settings from the environment; none (no SMTP_HOST) means mail waits in the outbox. */
export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

/**
 * SMTP_HOST (required to send), SMTP_PORT (default 587, or 465 with SMTP_SECURE=true), SMTP_SECURE,
 * SMTP_USER and SMTP_PASS (when the server wants a login), SMTP_FROM (default no-reply@<host>).
 */
export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const secure = env.SMTP_SECURE === 'true';
  const port = Number.parseInt(env.SMTP_PORT ?? (secure ? '465' : '587'), 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, not ${env.SMTP_PORT}`);
  }
  return {
    host,
    port,
    secure,
    user: env.SMTP_USER?.trim() || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM?.trim() || `Tawi <no-reply@${host}>`,
  };
}
