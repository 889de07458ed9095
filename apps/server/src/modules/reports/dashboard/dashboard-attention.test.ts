import { dashboardApi, transfersApi } from '@tawi/contracts';
import { etimsOutbox, outbox, transfers } from '@tawi/db';
import { businessNow } from '@tawi/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../testing/api-client';
import { staffWithRole, useTestApp } from '../../../testing/test-app';
import { dashboardCompany } from './dashboard.fixture';

const t = useTestApp();

/** `days` before the pinned now. */
const daysAgo = (days: number) => new Date(businessNow().getTime() - days * 86_400_000);

describe('needs attention: transfers long in transit, failed mail and eTIMS submissions', () => {
  it('counts each for the roles that may act on them, with the page that lists them', async () => {
    const c = await dashboardCompany(t);
    const send = async (qty: number) => {
      const created = await c.api.ok(transfersApi.create, {
        body: { toBranchId: c.mombasa.id, items: [{ sku: 'SUGAR-1', qty }] },
      });
      return c.api.ok(transfersApi.dispatch, { params: { id: created.id } });
    };
    const long = await send(1);
    await send(1);
    // the first left 4 days ago (the clock is pinned; the worker-set states below cannot come from the API)
    await t.database.db
      .update(transfers)
      .set({ dispatchedAt: daysAgo(4) })
      .where(eq(transfers.id, long.id));
    await t.database.db.insert(outbox).values({
      companyId: c.companyId,
      toAddress: 'accounts@nakuru.co.ke',
      subject: 'Invoice INV-0001',
      body: 'Attached',
      status: 'failed',
      error: 'SMTP refused',
    });
    await t.database.db.insert(etimsOutbox).values({
      companyId: c.companyId,
      branchId: c.branchId,
      documentType: 'invoice',
      documentId: sql`gen_random_uuid()`,
      documentNumber: 'INV-0001',
      endpoint: 'saveTrnsSalesOsdc',
      payload: {},
      status: 'failed',
      error: 'KRA unreachable',
    });

    const board = await c.api.ok(dashboardApi.get, {});
    expect(board.attention).toEqual([
      { kind: 'overdue-invoices', count: 2, link: '/dashboard/invoices?overdue=true' },
      { kind: 'bills-due-this-week', count: 1, link: '/dashboard/bills?status=Unpaid' },
      { kind: 'transfers-in-transit', count: 1, link: '/dashboard/transfers' },
      { kind: 'failed-emails', count: 1, link: '/dashboard/settings/outbox?status=failed' },
      { kind: 'failed-etims', count: 1, link: '/dashboard/settings/etims' },
      { kind: 'low-stock', count: 1, link: '/dashboard/inventory-summary' },
    ]);

    // a storekeeper of Mombasa: the transfer arriving there, no mail or eTIMS (settings), no invoices
    const keeper = await staffWithRole(t.app, c.owner, 'storekeeper', [c.mombasa.id]);
    const theirs = await apiClient(t.app, keeper.token).ok(dashboardApi.get, {});
    expect(theirs.attention.map((a) => [a.kind, a.count])).toEqual([['transfers-in-transit', 1]]);
  });
});
