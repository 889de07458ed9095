import { createServer } from 'node:net';
import { auditLogApi, customersApi, estimatesApi, invoicesApi, outboxApi } from '@tawi/contracts';
import { outbox } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useSmtpServer } from '../../testing/smtp-test-server';
import { staffWithRole, useTestApp } from '../../testing/test-app';
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
    const api = apiClient(t.app, s.token);
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 1, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const est = await api.ok(estimatesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Fitting', unitPrice: 500, taxCategory: 'A' }],
      },
    });
    const { invoiceMail, page } = await withoutSmtp(async () => {
      const invoiceMail = await api.call(invoicesApi.email, {
        params: { id: inv.id },
        body: { to: 'a@nakuru.co.ke' },
      });
      const estimateMail = await api.call(estimatesApi.email, {
        params: { id: est.id },
        body: { to: 'b@nakuru.co.ke' },
      });
      expect([invoiceMail.body.status, estimateMail.body.status]).toEqual(['queued', 'queued']);
      const page = await api.ok(outboxApi.list);
      const retry = await api.call(outboxApi.retry, { params: { id: invoiceMail.body.id } });
      expect(retry.status).toBe(409);
      expect(retry.error).toMatchObject({ code: 'mail-not-configured' });
      expect(retry.error?.message).toContain('SMTP_HOST');
      return { invoiceMail: invoiceMail.body, page };
    });
    expect(page).toMatchObject({ total: 2, page: 1, smtpConfigured: false });
    expect(page.items.map((m) => m.subject)).toEqual([
      'Estimate EST-0001 from Outbox Traders Ltd',
      'Invoice INV-0001 from Outbox Traders Ltd',
    ]);
    expect(page.items[1]).toMatchObject({
      id: invoiceMail.id,
      to: 'a@nakuru.co.ke',
      document: { type: 'invoice', id: inv.id },
      attachmentName: 'Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf',
      status: 'queued',
      error: null,
      sentAt: null,
    });
    expect(received).toHaveLength(0);
    expect((await api.ok(outboxApi.list, { query: { status: 'sent' } })).total).toBe(0);
    expect((await api.ok(outboxApi.list, { query: { search: 'est-0001' } })).items[0]?.to).toBe(
      'b@nakuru.co.ke',
    );
    const second = await api.ok(outboxApi.list, { query: { limit: 1, page: 2 } });
    expect([second.total, second.items[0]?.id]).toEqual([2, invoiceMail.id]);
    expect((await api.ok(outboxApi.list, { query: { sort: 'to' } })).items[0]?.to).toBe('a@nakuru.co.ke');
    const lost = await api.call(outboxApi.list, { query: { status: 'lost' as 'sent' } });
    expect(lost.status).toBe(400);

    const attachment = await api.call(outboxApi.attachment, { params: { id: invoiceMail.id } });
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toBe(
      'attachment; filename="Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf"',
    );
    expect(pdfText(attachment.body)).toContain('INV-0001');

    const retried = await api.call(outboxApi.retry, { params: { id: invoiceMail.id } });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toMatchObject({ status: 'sent', error: null });
    expect(Date.parse(retried.body.sentAt ?? '')).toBeGreaterThan(0);
    expect(received.at(-1)?.subject).toBe('Invoice INV-0001 from Outbox Traders Ltd');
    expect(received.at(-1)?.attachments[0]?.filename).toBe('Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf');
    const again = await api.call(outboxApi.retry, { params: { id: invoiceMail.id } });
    expect(again.status).toBe(409);
    expect(received).toHaveLength(1);
    const listed = await api.ok(outboxApi.list, { query: { status: 'sent' } });
    expect(listed).toMatchObject({ total: 1, smtpConfigured: true });
    const audit = await api.ok(auditLogApi.list, { query: { entity: 'outbox' } });
    expect(audit.items[0]?.summary).toBe(
      'Invoice INV-0001 from Outbox Traders Ltd to a@nakuru.co.ke (sent on retry)',
    );
  });

  it('marks a refused retry failed with the reason (502) and sends it on the next retry', async () => {
    const s = await sales(t, 'Retry Ltd');
    const { id } = await withoutSmtp(() =>
      apiClient(t.app, s.token).ok(customersApi.emailStatement, {
        params: { id: s.customer.id },
        body: { to: 'c@nakuru.co.ke' },
      }),
    );
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
    const api = apiClient(t.app, s.token);
    const failed = await api.ok(outboxApi.list, { query: { status: 'failed' } });
    expect(failed.items.map((m) => m.id)).toEqual([id]);
    const retried = await api.call(outboxApi.retry, { params: { id } });
    expect(retried.body).toMatchObject({ status: 'sent', error: null });
  });

  it('is per company and needs settings permissions', async () => {
    const s = await sales(t, 'Mine Ltd');
    const sentBefore = received.length;
    const { id } = await withoutSmtp(() =>
      apiClient(t.app, s.token).ok(customersApi.emailStatement, {
        params: { id: s.customer.id },
        body: { to: 'd@nakuru.co.ke' },
      }),
    );
    const other = await sales(t, 'Theirs Ltd');
    const asOther = apiClient(t.app, other.token);
    expect((await asOther.ok(outboxApi.list)).total).toBe(0);
    expect((await asOther.call(outboxApi.attachment, { params: { id } })).status).toBe(404);
    expect((await asOther.call(outboxApi.retry, { params: { id } })).status).toBe(404);
    const seller = await staffWithRole(t.app, s.owner, 'sales');
    expect((await apiClient(t.app, seller.token).call(outboxApi.list)).status).toBe(403);
    const accountant = await staffWithRole(t.app, s.owner, 'accountant');
    const asAccountant = apiClient(t.app, accountant.token);
    expect((await asAccountant.ok(outboxApi.list)).total).toBe(1);
    const refused = await asAccountant.call(outboxApi.retry, { params: { id } });
    expect(refused.status).toBe(403);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('queued');
    expect(received).toHaveLength(sentBefore);
  });
});
