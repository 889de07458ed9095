import { dashboardApi, invoicesApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../testing/api-client';
import { useTestApp } from '../../../testing/test-app';
import { sales } from '../../sales/sales.fixture';

const t = useTestApp();

describe('dashboard of a company that is not VAT-registered', () => {
  it('answers its figures without a VAT due (it was a 404 "No VAT summary")', async () => {
    const s = await sales(t, 'Jua Kali Traders', { vatRegistered: false });
    const api = apiClient(t.app, s.token);
    await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        date: '2026-11-10',
        lines: [{ description: 'Welding', unitPrice: 800, taxCategory: 'B' }],
      },
    });
    const board = await api.ok(dashboardApi.get, { query: { from: '2026-11-01', to: '2026-11-25' } });
    expect(board.kpis.sales).toEqual({ value: 800, previous: 0 });
    expect(board.kpis.vatDue).toBeUndefined();
    expect(board.kpis.vatDueDate).toBeUndefined();
  });
});
