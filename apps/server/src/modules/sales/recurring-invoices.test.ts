import { customersApi, invoicesApi, recurringInvoicesApi } from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { issueDueRecurringInvoices } from './issue-recurring-invoices';
import { sales } from './sales.fixture';

const t = useTestApp();

/** A company with an issued invoice for one bag of sugar: 160 + 16% VAT = 185.60. */
async function template() {
  const s = await sales(t, 'Kila Mwezi Ltd');
  const api = apiClient(t.app, s.token);
  const invoice = await api.ok(invoicesApi.create, {
    body: {
      customerId: s.customer.id,
      date: '2026-10-01',
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 1, unitPrice: 160, taxCategory: 'B' }],
    },
  });
  return { s, api, invoice };
}

/** The invoices a schedule issued: date, status, total and whether a posted journal entry carries it. */
async function issuedBy(scheduleId: string) {
  const rows = await t.database.db.execute(sql`
    select r.run_date::text as date, i.status, i.total::text as total,
           (select count(*) from journal_entries e
             where e.company_id = i.company_id and e.source_type = 'invoice' and e.source_id = i.id::text
               and e.status = 'Posted')::int as entries
      from recurring_invoice_runs r join invoices i on i.company_id = r.company_id and i.id = r.invoice_id
     where r.schedule_id = ${scheduleId} order by r.run_date`);
  return (rows as unknown as { rows: { date: string; status: string; total: string; entries: number }[] })
    .rows;
}

describe('recurring invoices', () => {
  it('the job issues each due date once, catches up, advances and finishes at the end date', async () => {
    const { s, api, invoice } = await template();
    const schedule = await api.ok(recurringInvoicesApi.create, {
      body: {
        invoiceId: invoice.invoiceNumber,
        frequency: 'monthly',
        startDate: '2026-10-31',
        endDate: '2026-12-31',
      },
    });
    expect(schedule).toMatchObject({
      status: 'active',
      nextDate: '2026-10-31',
      issuedCount: 0,
      total: 185.6,
    });

    const first = await issueDueRecurringInvoices(t.database.db, '2026-11-25');
    expect(first.issued.filter((r) => r.scheduleId === schedule.id).map((r) => r.date)).toEqual([
      '2026-10-31',
    ]);
    const again = await issueDueRecurringInvoices(t.database.db, '2026-11-25');
    expect(again.issued.filter((r) => r.scheduleId === schedule.id)).toEqual([]);
    const [listed] = (await api.ok(recurringInvoicesApi.list, {})).items;
    expect(listed).toMatchObject({
      id: schedule.id,
      nextDate: '2026-11-30',
      issuedCount: 1,
      status: 'active',
    });

    const later = await issueDueRecurringInvoices(t.database.db, '2027-02-15');
    expect(later.issued.filter((r) => r.scheduleId === schedule.id).map((r) => r.date)).toEqual([
      '2026-11-30',
      '2026-12-31',
    ]);
    expect(await issuedBy(schedule.id)).toEqual([
      { date: '2026-10-31', status: 'Unpaid', total: '185.60', entries: 1 },
      { date: '2026-11-30', status: 'Unpaid', total: '185.60', entries: 1 },
      { date: '2026-12-31', status: 'Unpaid', total: '185.60', entries: 1 },
    ]);
    const [done] = (await api.ok(recurringInvoicesApi.list, {})).items;
    expect(done).toMatchObject({ status: 'finished', nextDate: null, issuedCount: 3 });
    // the copies are invoices like any other: numbered, dated, stock out, the books in balance
    const copies = await api.ok(invoicesApi.list, { query: { from: '2026-10-31', limit: 10 } });
    expect(copies.items.map((i) => i.date).sort()).toEqual(['2026-10-31', '2026-11-30', '2026-12-31']);
    await expectLedgerInvariants(t.database.db, s.companyId);
  });

  it('stops after the count; two runs at once issue each date once', async () => {
    const { api, invoice } = await template();
    const schedule = await api.ok(recurringInvoicesApi.create, {
      body: { invoiceId: invoice.id, frequency: 'weekly', startDate: '2026-11-03', maxCount: 3 },
    });
    const runs = await Promise.all([
      issueDueRecurringInvoices(t.database.db, '2026-11-25'),
      issueDueRecurringInvoices(t.database.db, '2026-11-25'),
      issueDueRecurringInvoices(t.database.db, '2026-11-25'),
    ]);
    const dates = runs.flatMap((r) =>
      r.issued.filter((i) => i.scheduleId === schedule.id).map((i) => i.date),
    );
    expect(dates.sort()).toEqual(['2026-11-03', '2026-11-10', '2026-11-17']);
    expect(runs.flatMap((r) => r.failed)).toEqual([]);
    expect((await issuedBy(schedule.id)).map((r) => r.date)).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
    ]);
    const [done] = (await api.ok(recurringInvoicesApi.list, {})).items;
    expect(done).toMatchObject({ status: 'finished', issuedCount: 3, nextDate: null });
  });

  it('pauses, resumes from today on, deletes; refuses drafts and strangers; notes a refusal', async () => {
    const { s, api, invoice } = await template();
    const schedule = await api.ok(recurringInvoicesApi.create, {
      body: { invoiceId: invoice.id, frequency: 'monthly', startDate: '2026-08-15' },
    });
    const paused = await api.ok(recurringInvoicesApi.pause, { params: { id: schedule.id } });
    expect(paused.status).toBe('paused');
    expect((await issueDueRecurringInvoices(t.database.db, '2026-11-25')).issued).toEqual([]);
    const resumed = await api.ok(recurringInvoicesApi.resume, { params: { id: schedule.id } });
    expect(resumed).toMatchObject({ status: 'active', nextDate: '2026-12-15' });

    // ten bags in stock, one sold by the template: a month needing more than the branch holds waits
    await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [
          { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 9, unitPrice: 160, taxCategory: 'B' },
        ],
      },
    });
    const short = await issueDueRecurringInvoices(t.database.db, '2026-12-20');
    expect(short.failed.map((f) => f.scheduleId)).toEqual([schedule.id]);
    const [waiting] = (await api.ok(recurringInvoicesApi.list, {})).items;
    expect(waiting).toMatchObject({ nextDate: '2026-12-15', issuedCount: 0 });
    expect(waiting?.lastError).toMatch(/stock/i);

    const draft = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        status: 'Draft',
        lines: [{ description: 'Delivery', qty: 1, unitPrice: 300, taxCategory: 'A' }],
      },
    });
    const refused = await api.call(recurringInvoicesApi.create, {
      body: { invoiceId: draft.id, frequency: 'weekly', startDate: '2026-12-01' },
    });
    expect([refused.status, refused.error?.code]).toEqual([409, 'invalid-state']);
    const backwards = await api.call(recurringInvoicesApi.create, {
      body: { invoiceId: invoice.id, frequency: 'weekly', startDate: '2026-12-01', endDate: '2026-11-01' },
    });
    expect(backwards.error?.details?.fields).toEqual({ endDate: 'The end date is before the start date' });
    const stranger = apiClient(t.app, (await signupCompany(t.app, { companyName: 'Mgeni Ltd' })).token);
    expect((await stranger.call(recurringInvoicesApi.pause, { params: { id: schedule.id } })).status).toBe(
      404,
    );
    expect((await stranger.ok(recurringInvoicesApi.list, {})).items).toEqual([]);

    expect((await api.call(recurringInvoicesApi.remove, { params: { id: schedule.id } })).status).toBe(204);
    expect((await api.ok(recurringInvoicesApi.list, {})).items).toEqual([]);
    expect((await api.call(recurringInvoicesApi.pause, { params: { id: schedule.id } })).status).toBe(404);
  });

  it('lists by status and finds a schedule by customer or invoice number', async () => {
    const { s, api, invoice } = await template();
    const other = await api.ok(customersApi.create, {
      body: { name: 'Baraka Hardware', paymentTerms: 'net_30' },
    });
    const second = await api.ok(invoicesApi.create, {
      body: {
        customerId: other.id,
        date: '2026-10-01',
        lines: [{ description: 'Delivery', qty: 1, unitPrice: 500, taxCategory: 'A' }],
      },
    });
    const monthly = await api.ok(recurringInvoicesApi.create, {
      body: { invoiceId: invoice.id, frequency: 'monthly', startDate: '2026-12-01' },
    });
    const weekly = await api.ok(recurringInvoicesApi.create, {
      body: { invoiceId: second.id, frequency: 'weekly', startDate: '2026-12-02' },
    });
    await api.ok(recurringInvoicesApi.pause, { params: { id: weekly.id } });
    const ids = async (query: { status?: 'active' | 'paused'; search?: string }) =>
      (await api.ok(recurringInvoicesApi.list, { query })).items.map((i) => i.id);

    expect(await ids({})).toEqual([monthly.id, weekly.id]);
    expect(await ids({ status: 'paused' })).toEqual([weekly.id]);
    expect(await ids({ search: 'baraka' })).toEqual([weekly.id]);
    expect(await ids({ search: invoice.invoiceNumber })).toEqual([monthly.id]);
    expect(await ids({ search: s.customer.name.slice(0, 4), status: 'paused' })).toEqual([]);
    const page = await api.ok(recurringInvoicesApi.list, { query: { search: 'baraka', limit: 1 } });
    expect([page.total, page.items[0]?.customerName]).toEqual([1, 'Baraka Hardware']);
  });
});
