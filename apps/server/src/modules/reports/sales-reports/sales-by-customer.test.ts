import { customersApi, invoicesApi, reportsApi, tableReportsApi } from '@tawi/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { dashboardCompany } from '../dashboard/dashboard.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;
const report = tableReportsApi.salesByCustomer;
const PERIOD = { from: '2026-09-01', to: '2026-11-25' };

/**
 * The dashboard's company (see dashboard.fixture.ts) plus a second customer, Kisumu Traders: one invoice
 * of 3,000 (+480) on 10 Nov and one of 700 (+112) on 12 Nov voided on 15 Nov.
 */
beforeAll(async () => {
  c = await dashboardCompany(t);
  const kisumu = await c.api.ok(customersApi.create, {
    body: { name: 'Kisumu Traders', paymentTerms: 'net_15' },
  });
  const sale = (date: string, unitPrice: number) =>
    c.api.ok(invoicesApi.create, {
      body: {
        customerId: kisumu.id,
        date,
        lines: [{ description: 'Delivery', unitPrice, taxCategory: 'B' }],
      },
    });
  await sale('2026-11-10', 3000);
  const voided = await sale('2026-11-12', 700);
  await c.api.ok(invoicesApi.void, {
    params: { id: voided.id },
    body: { reason: 'Wrong customer', date: '2026-11-15' },
  });
});

describe('sales by customer', () => {
  it('nets each customer invoices less voids and credit notes, biggest first', async () => {
    const answer = await c.api.ok(report, { query: PERIOD });
    expect(answer.rows.map((r) => [r.customerName, r.invoices, r.netSales, r.tax, r.total])).toEqual([
      // 1,000 + 500 + 2,000 + 480 + 120 - 60 credited; VAT 16% of it
      ['Nakuru Hardware Ltd', 5, 4040, 646.4, 4686.4],
      // 3,000 + 700 - 700 voided
      ['Kisumu Traders', 1, 3000, 480, 3480],
    ]);
    expect(answer.totals).toEqual({ invoices: 6, netSales: 7040, tax: 1126.4, total: 8166.4 });
    expect(answer).toMatchObject({ total: 2, page: 1, sort: '-netSales', ...PERIOD });
  });

  it('sums to the income of the profit and loss, for every branch and for one', async () => {
    for (const branchId of [undefined, c.mombasa.id]) {
      const query = { ...PERIOD, ...(branchId && { branchId }) };
      const [answer, pl] = await Promise.all([
        c.api.ok(report, { query }),
        c.api.ok(reportsApi.profitAndLoss, { query }),
      ]);
      expect(answer.totals.netSales).toBe(pl.income.total);
    }
    const mombasa = await c.api.ok(report, { query: { ...PERIOD, branchId: c.mombasa.id } });
    expect(mombasa.rows).toEqual([
      expect.objectContaining({ customerName: 'Nakuru Hardware Ltd', invoices: 1, netSales: 2000 }),
    ]);
  });

  it('a void in a later period takes the sale back there, not in the period of the invoice', async () => {
    const before = await c.api.ok(report, { query: { from: '2026-11-01', to: '2026-11-12' } });
    expect(before.rows.find((r) => r.customerName === 'Kisumu Traders')).toMatchObject({
      invoices: 2,
      netSales: 3700,
    });
    const after = await c.api.ok(report, { query: { from: '2026-11-13', to: '2026-11-25' } });
    expect(after.rows.find((r) => r.customerName === 'Kisumu Traders')).toMatchObject({
      invoices: 0,
      netSales: -700,
    });
  });

  it('sorts by any shown column and pages; a column it does not have is a 400', async () => {
    const page2 = await c.api.ok(report, { query: { ...PERIOD, sort: 'customerName', limit: 1, page: 2 } });
    expect(page2.rows.map((r) => r.customerName)).toEqual(['Nakuru Hardware Ltd']);
    expect(page2.totals.netSales).toBe(7040);
    const bad = await c.api.call(report, { query: { ...PERIOD, sort: 'customerId' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.fields).toEqual({
      sort: expect.stringMatching(/Sort by one of customerName/),
    });
  });

  it('downloads the same rows and totals as CSV, XLSX and PDF', async () => {
    const csv = await c.api.call(report, { query: { ...PERIOD, format: 'csv' } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('sales-by-customer-2026-09-01-2026-11-25.csv');
    expect(csv.text.trim().split(/\r?\n/)).toEqual([
      'Customer,Invoices,Net sales,VAT,Total',
      'Nakuru Hardware Ltd,5,4040.00,646.40,4686.40',
      'Kisumu Traders,1,3000.00,480.00,3480.00',
      'Total,6,7040.00,1126.40,8166.40',
    ]);

    const xlsx = await c.api.call(report, { query: { ...PERIOD, format: 'xlsx' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Customer', 'Invoices', 'Net sales', 'VAT', 'Total']);
    expect(sheet?.getRow(4).values).toEqual([undefined, 'Total', 6, 7040, 1126.4, 8166.4]);

    const pdf = await c.api.call(report, { query: { ...PERIOD, format: 'pdf' } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a branch the user may not reach and a period that ends before it starts', async () => {
    const reversed = await c.api.call(report, { query: { from: '2026-11-25', to: '2026-11-01' } });
    expect(reversed.status).toBe(400);
    const other = await c.api.call(report, { query: { branchId: '00000000-0000-4000-8000-000000000000' } });
    expect(other.status).toBe(403);
  });
});
