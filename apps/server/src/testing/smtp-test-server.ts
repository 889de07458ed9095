import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer } from './smtp-server';

/**
 * A real SMTP server on a free local port for the tests of one file, with SMTP_HOST and SMTP_PORT
 * pointing at it while they run; every message it accepts is parsed into `received`.
 */
export function useSmtpServer(): { received: ParsedMail[] } {
  const received: ParsedMail[] = [];
  let stop: () => Promise<void>;
  const saved = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT };
  beforeAll(async () => {
    const server = await startSmtpServer(received);
    stop = server.stop;
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(server.port);
  });
  afterAll(async () => {
    process.env.SMTP_HOST = saved.host;
    process.env.SMTP_PORT = saved.port;
    if (saved.host === undefined) delete process.env.SMTP_HOST;
    if (saved.port === undefined) delete process.env.SMTP_PORT;
    await stop();
  });
  return { received };
}
