import {
  customerReceiptsApi,
  customersApi,
  invoiceRemindersApi,
  invoicesApi,
  paymentRemindersApi,
} from '@tawi/contracts';
import { invoiceReminders, outbox } from '@tawi/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { PINNED_NOW, PINNED_TODAY } from '../../testing/pinned-clock';
import { staffWithRole, useTestApp } from '../../testing/test-app';
import { sendDueReminders } from './due-payment-reminders';
import { sales } from './sales.fixture';

const t = useTestApp();

const DAY = 86_400_000;
/** The job's run `days` after the pinned 25 November 2026, 10:00 in Nairobi. */
const runOn = async (days: number, companyId: string) => {
  const run = await sendDueReminders(t.database.db, new Date(PINNED_NOW.getTime() + days * DAY));
  return run.sent.filter((s) => s.companyId === companyId).map((s) => `${s.invoiceNumber}@${s.step}`);
};

/** A company whose customer has an email, with four invoices of one sugar each (Net 30). */
async function overdueBook(name: string) {
  const s = await sales(t, name);
  const api = apiClient(t.app, s.token);
  await api.ok(customersApi.update, {
    params: { id: s.customer.id },
    body: { email: 'accounts@nakuru.co.ke' },
  });
  const invoiceOf = (date: string) =>
    api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date,
        paymentTerms: 'net_30',
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 1, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
  const late = await invoiceOf('2026-10-01'); // due 31 Oct: 25 days late on the 25th
  const recent = await invoiceOf('2026-10-20'); // due 19 Nov: 6 days late
  const paid = await invoiceOf('2026-10-01');
  const voided = await invoiceOf('2026-10-01');
  await api.ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount: paid.total,
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: paid.id, amount: paid.total }],
    },
  });
  await api.ok(invoicesApi.void, { params: { id: voided.id }, body: { reason: 'Duplicate' } });
  return { s, api, late, recent, paid, voided };
}

describe('payment reminders', () => {
  it('sends nothing while the schedule is off (the default)', async () => {
    const { s } = await overdueBook('Quiet Ltd');
    expect(await runOn(0, s.companyId)).toEqual([]);
    expect(await runOn(30, s.companyId)).toEqual([]);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.companyId, s.companyId));
    expect(rows).toEqual([]);
  });

  it('sends each due step once per invoice, skips paid and voided ones, and records them', async () => {
    const { s, api, late, recent, paid, voided } = await overdueBook('Reminding Ltd');
    await api.ok(paymentRemindersApi.save, { body: { enabled: true, steps: [1, 7, 14] } });

    // 25 November: the late one reached 14 (only the latest step goes), the recent one 1
    expect(await runOn(0, s.companyId)).toEqual(['INV-0001@14', 'INV-0002@1']);
    expect(await runOn(0, s.companyId)).toEqual([]);
    // 26 November: the recent one is 7 days late; the late one has had its last step
    expect(await runOn(1, s.companyId)).toEqual(['INV-0002@7']);
    expect(await runOn(1, s.companyId)).toEqual([]);
    expect(await runOn(40, s.companyId)).toEqual(['INV-0002@14']);
    expect(await runOn(60, s.companyId)).toEqual([]);

    const reminded = await t.database.db
      .select({ invoiceId: invoiceReminders.invoiceId, step: invoiceReminders.step })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.companyId, s.companyId));
    expect(reminded.filter((r) => r.invoiceId === paid.id || r.invoiceId === voided.id)).toEqual([]);

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, s.companyId), eq(outbox.sourceId, late.id)));
    expect(mail).toMatchObject({
      toAddress: 'accounts@nakuru.co.ke',
      subject: 'Payment reminder: invoice INV-0001 is overdue',
      status: 'queued',
      sourceType: 'invoice-reminder',
      attachmentName: 'Invoice-INV-0001-Nakuru-Hardware-Ltd.pdf',
    });
    expect(mail?.body).toContain('Dear Nakuru Hardware Ltd,');
    expect(mail?.body).toContain(
      'invoice INV-0001 of 01 Oct 2026 for KES 185.60 was due on 31 Oct 2026 and is 25 days overdue',
    );
    expect(pdfText(mail?.attachment ?? Buffer.alloc(0))).toContain('INV-0001');

    const list = await api.ok(invoiceRemindersApi.list, { params: { id: recent.id } });
    expect(list.items.map((r) => [r.step, r.sentOn, r.status])).toEqual([
      [14, '2027-01-04', 'queued'],
      [7, '2026-11-26', 'queued'],
      [1, PINNED_TODAY, 'queued'],
    ]);
  });

  it('"Send reminder" mails an overdue invoice by hand, with the template, and refuses one not overdue', async () => {
    const { s, api, late, paid } = await overdueBook('By Hand Ltd');
    const draft = await api.ok(invoiceRemindersApi.draft, { params: { id: late.id } });
    expect(draft).toMatchObject({
      to: ['accounts@nakuru.co.ke'],
      subject: 'Payment reminder: invoice INV-0001 is overdue',
    });
    expect(draft.message).toContain('is 25 days overdue. The balance due is KES 185.60.');
    const sent = await api.call(invoiceRemindersApi.send, {
      params: { id: late.id },
      body: { cc: 'credit@byhand.co.ke', message: 'Tafadhali lipa leo.' },
    });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body).toMatchObject({ status: 'queued', to: 'accounts@nakuru.co.ke' });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, sent.body.id));
    expect(row).toMatchObject({ ccAddress: 'credit@byhand.co.ke', body: 'Tafadhali lipa leo.' });
    const list = await api.ok(invoiceRemindersApi.list, { params: { id: late.id } });
    expect(list.items).toEqual([
      expect.objectContaining({ step: null, sentOn: PINNED_TODAY, outboxId: sent.body.id }),
    ]);

    // by hand does not use up a schedule step
    await api.ok(paymentRemindersApi.save, { body: { enabled: true, steps: [14] } });
    expect(await runOn(0, s.companyId)).toEqual(['INV-0001@14']);

    const notDue = await api.call(invoiceRemindersApi.send, { params: { id: paid.id } });
    expect(notDue.status).toBe(409);
    expect(notDue.error?.code).toBe('invalid-state');

    const viewer = await staffWithRole(t.app, s.owner, 'viewer');
    const refused = await apiClient(t.app, viewer.token).call(invoiceRemindersApi.send, {
      params: { id: late.id },
    });
    expect(refused.status).toBe(403);
    const other = await sales(t, 'Stranger Ltd');
    const hidden = await apiClient(t.app, other.token).call(invoiceRemindersApi.list, {
      params: { id: late.id },
    });
    expect(hidden.status).toBe(404);
  });
});
