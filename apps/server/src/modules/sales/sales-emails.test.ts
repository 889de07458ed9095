import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { call, useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

/** A real SMTP server on a free local port; every message it accepts is parsed into `received`. */
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

describe('documents by email over SMTP', () => {
  it('delivers the invoice PDF to the customer through a real SMTP server', async () => {
    const s = await sales(t, 'Mail Traders Ltd');
    await call(t.app, 'PATCH', `/api/customers/${s.customer.id}`, {
      token: s.token,
      body: { email: 'accounts@nakuru.co.ke' },
    });
    const invoice = await s.post('/api/invoices', {
      customerId: s.customer.id,
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' }],
    });
    const res = await call(t.app, 'POST', `/api/invoices/${invoice.id}/email`, { token: s.token });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ status: 'sent', to: 'accounts@nakuru.co.ke' });
    const mail = received.at(-1);
    expect(mail?.subject).toBe(`Invoice ${invoice.invoiceNumber} from Mail Traders Ltd`);
    expect(mail?.text).toContain('KES 371.20');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toMatch(/\.pdf$/);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(pdfText(attachment?.content ?? Buffer.alloc(0))).toContain(invoice.invoiceNumber);
  });

  it('needs an address: none on the customer and none given is a 422 and sends nothing', async () => {
    const s = await sales(t, 'No Mail Ltd');
    const before = received.length;
    const res = await call(t.app, 'POST', `/api/customers/${s.customer.id}/statement/email`, {
      token: s.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('no-email-address');
    const given = await call(t.app, 'POST', `/api/customers/${s.customer.id}/statement/email`, {
      token: s.token,
      body: { to: 'Owner@Example.co.ke' },
    });
    expect(given.status).toBe(202);
    expect(given.body).toMatchObject({ status: 'sent', to: 'owner@example.co.ke' });
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)?.attachments[0]?.contentType).toBe('application/pdf');
  });
});
