import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port (the server tests' useSmtpServer, the browser specs); every
 * message it accepts is parsed into `received` (a new array unless one is given).
 */
export async function startSmtpServer(received: ParsedMail[] = []) {
  const server = new SMTPServer({
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
  const port = (server.server.address() as AddressInfo).port;
  /** The first message with the subject sent to `to` (any recipient when not given), waited for up to 10 s. */
  const arrived = async (subject: string, to?: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = received.find(
        (m) => m.subject === subject && (to === undefined || (!Array.isArray(m.to) && m.to?.text === to)),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" arrived`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { port, received, arrived, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
