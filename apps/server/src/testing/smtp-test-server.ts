import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real SMTP server on a free local port for the tests of one file, with SMTP_HOST and SMTP_PORT
 * pointing at it while they run; every message it accepts is parsed into `received`.
 */
export function useSmtpServer(): { received: ParsedMail[] } {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  const saved = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT };
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String((server.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    process.env.SMTP_HOST = saved.host;
    process.env.SMTP_PORT = saved.port;
    if (saved.host === undefined) delete process.env.SMTP_HOST;
    if (saved.port === undefined) delete process.env.SMTP_PORT;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { received };
}
