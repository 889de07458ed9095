import { auditLogApi, customersApi, tableReportsApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { dashboardCompany } from '../dashboard/dashboard.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;
const report = tableReportsApi.userHistory;
/** The audit log is written at the real time of the test: read a period around it. */
const EVER = { from: '2000-01-01', to: '2099-12-31' };

/** The dashboard's company (dashboard.fixture.ts), every record made through the API by its owner. */
beforeAll(async () => {
  c = await dashboardCompany(t);
});

const ownerId = () => c.owner.user.uid;

describe('user history', () => {
  it('lists the audit log newest first, with who, what, and the record page', async () => {
    const [answer, log] = await Promise.all([
      c.api.ok(report, { query: { ...EVER, limit: 1000 } }),
      c.api.ok(auditLogApi.list, { query: { limit: 100 } }),
    ]);
    expect(answer.total).toBe(log.total);
    expect(answer.sort).toBe('-at');
    const ats = answer.rows.map((r) => r.at ?? '');
    expect(ats).toEqual([...ats].sort().reverse());
    expect(ats[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const newest = log.items[0];
    expect(answer.rows[0]).toMatchObject({
      userId: newest?.userId,
      userName: newest?.userName,
      action: newest?.action,
      recordType: newest?.entity,
      recordId: newest?.entityId,
    });
    const invoice = answer.rows.find((r) => r.recordType === 'invoice' && r.action === 'create');
    expect(invoice?.link).toBe(`/dashboard/invoices/${invoice?.recordId}`);
    const customer = answer.rows.find((r) => r.recordType === 'customer');
    expect(customer?.link).toBe(`/dashboard/customers/${customer?.recordId}`);
  });

  it('filters by user and by period', async () => {
    const mine = await c.api.ok(report, { query: { ...EVER, userId: ownerId() } });
    expect(mine.total).toBeGreaterThan(5);
    expect(new Set(mine.rows.map((r) => r.userId))).toEqual(new Set([ownerId()]));
    const someoneElse = await c.api.ok(report, {
      query: { ...EVER, userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(someoneElse).toMatchObject({ rows: [], total: 0 });
    const before = await c.api.ok(report, { query: { from: '2000-01-01', to: '2000-12-31' } });
    expect(before.total).toBe(0);
  });

  it('shows a newly made record at the top, and pages', async () => {
    const made = await c.api.ok(customersApi.create, { body: { name: 'Eldoret Agro Supplies' } });
    const top = await c.api.ok(report, { query: { ...EVER, limit: 1 } });
    expect(top.rows).toEqual([
      expect.objectContaining({ recordType: 'customer', recordId: made.id, action: 'create' }),
    ]);
    const second = await c.api.ok(report, { query: { ...EVER, limit: 1, page: 2 } });
    expect(second.rows[0]?.recordId).not.toBe(made.id);
    const bad = await c.api.call(report, { query: { ...EVER, userId: 'nobody' } });
    expect(bad.status).toBe(400);
  });
});
