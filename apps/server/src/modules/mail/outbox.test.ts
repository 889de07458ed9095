import { createServer } from 'node:net';
import { outbox } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text';
import { useSmtpServer } from '../../testing/smtp-test-server';
import { call, staffWithRole, useTestApp } from '../../testing/test-app';
import { sales } from '../sales/sales.fixture';
import { retryOutboxMessage } from './retry-outbox';

const t = useTestApp();
const { received } = useSmtpServer();

/** Runs `fn` as if no SMTP server were configured (SMTP_HOST unset). */
async function withoutSmtp<T>(fn: () => Promise<T>): Promise<T> {
  const host = process.env.SMTP_HOST;
  delete process.env.SMTP_HOST;
  try {
    return await fn();
  } finally {
    process.env.SMTP_HOST = host;
  }
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('outbox', () => {
  it('lists queued mail newest first with filters and paging; serves the attachment; retries once SMTP is set', async () => {
    const s = await sales(t, 'Outbox Traders Ltd');
    const inv = await s.post('/api/invoices', {
      customerId: s.customer.id,
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 1, unitPrice: 160, taxCategory: 'B' }],
    });
    const est = await s.post('/api/estimates', {
      customerId: s.customer.id,
      lines: [{ description: 'Fitting', unitPrice: 500, taxCategory: 'A' }],
    });
    const get = (url: string, token = s.token) => call(t.app, 'GET', url, { token });
    const { invoiceMail, page } = await withoutSmtp(async () => {
      const invoiceMail = await call(t.app, 'POST', `/api/invoices/${inv.id}/email`, {
        token: s.token,
        body: { to: 'a@nakuru.co.ke' },
      });
      const estimateMail = await call(t.app, 'POST', `/api/estimates/${est.id}/email`, {
        token: s.token,
        body: { to: 'b@nakuru.co.ke' },
      });
      expect([invoiceMail.body.status, estimateMail.body.status]).toEqual(['queued', 'queued']);
      const page = (await get('/api/outbox')).body;
      const retry = await call(t.app, 'POST', `/api/outbox/${invoiceMail.body.id}/retry`, { token: s.token });
      expect(retry.status).toBe(409);
      expect(retry.body.error).toMatchObject({ code: 'mail-not-configured' });
      expect(retry.body.error.message).toContain('SMTP_HOST');
      return { invoiceMail: invoiceMail.body, page };
    });
    expect(page).toMatchObject({ total: 2, page: 1, smtpConfigured: false });
    expect(page.items.map((m: { subject: string }) => m.subject)).toEqual([
      'Estimate EST-0001 from Outbox Traders Ltd',
      'Invoice INV-0001 from Outbox Traders Ltd',
    ]);
    expect(page.items[1]).toMatchObject({
      id: invoiceMail.id,
      to: 'a@nakuru.co.ke',
      document: { type: 'invoice', id: inv.id },
      attachmentName: 'INV-0001.pdf',
      status: 'queued',
      error: null,
      sentAt: null,
    });
    expect(received).toHaveLength(0);
    expect((await get('/api/outbox?status=sent')).body.total).toBe(0);
    expect((await get('/api/outbox?search=est-0001')).body.items[0].to).toBe('b@nakuru.co.ke');
    const second = (await get('/api/outbox?limit=1&page=2')).body;
    expect([second.total, second.items[0].id]).toEqual([2, invoiceMail.id]);
    expect((await get('/api/outbox?sort=to')).body.items[0].to).toBe('a@nakuru.co.ke');
    expect((await get('/api/outbox?status=lost')).status).toBe(400);

    const attachment = await t.app.inject({
      method: 'GET',
      url: `/api/outbox/${invoiceMail.id}/attachment`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toBe('attachment; filename="INV-0001.pdf"');
    expect(pdfText(attachment.rawPayload)).toContain('INV-0001');

    const retried = await call(t.app, 'POST', `/api/outbox/${invoiceMail.id}/retry`, { token: s.token });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toMatchObject({ status: 'sent', error: null });
    expect(Date.parse(retried.body.sentAt)).toBeGreaterThan(0);
    expect(received.at(-1)?.subject).toBe('Invoice INV-0001 from Outbox Traders Ltd');
    expect(received.at(-1)?.attachments[0]?.filename).toBe('INV-0001.pdf');
    const again = await call(t.app, 'POST', `/api/outbox/${invoiceMail.id}/retry`, { token: s.token });
    expect(again.status).toBe(409);
    expect(received).toHaveLength(1);
    const listed = (await get('/api/outbox?status=sent')).body;
    expect(listed).toMatchObject({ total: 1, smtpConfigured: true });
    const audit = (await get('/api/audit-log?entity=outbox')).body;
    expect(audit.items[0].summary).toBe(
      'Invoice INV-0001 from Outbox Traders Ltd to a@nakuru.co.ke (sent on retry)',
    );
  });

  it('marks a refused retry failed with the reason (502) and sends it on the next retry', async () => {
    const s = await sales(t, 'Retry Ltd');
    const queued = await withoutSmtp(() =>
      call(t.app, 'POST', `/api/customers/${s.customer.id}/statement/email`, {
        token: s.token,
        body: { to: 'c@nakuru.co.ke' },
      }),
    );
    const id = queued.body.id as string;
    const actor = { companyId: s.companyId, userId: s.owner.user.uid };
    const refusing = {
      host: '127.0.0.1',
      port: await closedPort(),
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'x@y.z',
    };
    await expect(retryOutboxMessage(t.database.db, actor, id, refusing)).rejects.toMatchObject({
      code: 'mail-failed',
      status: 502,
    });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row?.error).toBeTruthy();
    const failed = (await call(t.app, 'GET', '/api/outbox?status=failed', { token: s.token })).body;
    expect(failed.items.map((m: { id: string }) => m.id)).toEqual([id]);
    const retried = await call(t.app, 'POST', `/api/outbox/${id}/retry`, { token: s.token });
    expect(retried.body).toMatchObject({ status: 'sent', error: null });
  });

  it('is per company and needs settings permissions', async () => {
    const s = await sales(t, 'Mine Ltd');
    const sentBefore = received.length;
    const queued = await withoutSmtp(() =>
      call(t.app, 'POST', `/api/customers/${s.customer.id}/statement/email`, {
        token: s.token,
        body: { to: 'd@nakuru.co.ke' },
      }),
    );
    const id = queued.body.id as string;
    const other = await sales(t, 'Theirs Ltd');
    expect((await call(t.app, 'GET', '/api/outbox', { token: other.token })).body.total).toBe(0);
    for (const [method, url] of [
      ['GET', `/api/outbox/${id}/attachment`],
      ['POST', `/api/outbox/${id}/retry`],
    ] as const) {
      expect((await call(t.app, method, url, { token: other.token })).status).toBe(404);
    }
    const seller = await staffWithRole(t.app, s.owner, 'sales');
    expect((await call(t.app, 'GET', '/api/outbox', { token: seller.token })).status).toBe(403);
    const accountant = await staffWithRole(t.app, s.owner, 'accountant');
    expect((await call(t.app, 'GET', '/api/outbox', { token: accountant.token })).body.total).toBe(1);
    const refused = await call(t.app, 'POST', `/api/outbox/${id}/retry`, { token: accountant.token });
    expect(refused.status).toBe(403);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('queued');
    expect(received).toHaveLength(sentBefore);
  });
});
