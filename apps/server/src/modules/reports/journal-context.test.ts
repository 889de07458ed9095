import { billsApi, customerReceiptsApi, invoicesApi, ledgerApi, suppliersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { sales } from '../sales/sales.fixture';
import { companyWithChart, parseCsv, report } from './reports.fixture';

const t = useTestApp();

/** The sales company with an invoice, a receipt for it and a supplier's bill, all in November 2026. */
async function documents() {
  const s = await sales(t);
  const api = apiClient(t.app, s.token);
  const invoice = await api.ok(invoicesApi.create, {
    body: {
      customerId: s.customer.id,
      date: '2026-11-02',
      lines: [{ description: 'Installation', unitPrice: 1000, taxCategory: 'B' }],
    },
  });
  await api.ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount: 1160,
      date: '2026-11-05',
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: invoice.id, amount: 1160 }],
    },
  });
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Mombasa Millers Ltd', paymentTerms: 'net_30' },
  });
  const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
  const id = (code: string) => accounts.find((a) => a.code === code)?.id ?? '';
  await api.ok(billsApi.create, {
    body: {
      supplierId: supplier.id,
      date: '2026-11-06',
      lines: [{ description: 'Store rent', accountId: id('6100'), unitPrice: 5000, taxCategory: 'A' }],
    },
  });
  return { ...s, id, invoice };
}

/** Before today's opening stock entries of the fixture's products (JE-0001, JE-0002). */
const november = { from: '2026-11-01', to: '2026-11-20' };

describe('the journal and general ledger name where each posting comes from', () => {
  it('journal?accountId= keeps the entries touching the account; entries carry source and contact', async () => {
    const s = await documents();
    const all = await report(t, s.token, 'journal', november);
    expect(all.status, all.text).toBe(200);
    expect(
      all.body.entries.map((e: { source: string; contactName: string | null }) => [e.source, e.contactName]),
    ).toEqual([
      ['invoice INV-0001', 'Nakuru Hardware Ltd'],
      ['receipt RCT-0001', 'Nakuru Hardware Ltd'],
      ['bill BILL-0001', 'Mombasa Millers Ltd'],
    ]);
    const bank = await report(t, s.token, 'journal', { ...november, accountId: s.bank.accountId });
    expect(bank.status, bank.text).toBe(200);
    expect(bank.body.total).toBe(1);
    expect(bank.body.entries[0]).toMatchObject({
      source: 'receipt RCT-0001',
      contactName: 'Nakuru Hardware Ltd',
    });
    expect(
      bank.body.entries[0].lines.map((l: { accountCode: string; branchName: string }) => [
        l.accountCode,
        l.branchName,
      ]),
    ).toEqual([
      [bank.body.entries[0].lines[0].accountCode, 'Nairobi'],
      ['1100', 'Nairobi'],
    ]);
    const rent = await report(t, s.token, 'journal', { ...november, accountId: s.id('6100') });
    expect(rent.body.entries.map((e: { source: string }) => e.source)).toEqual(['bill BILL-0001']);

    const csv = parseCsv(
      (await report(t, s.token, 'journal', { ...november, accountId: s.id('6100'), format: 'csv' })).text,
    );
    expect(csv[0]).toEqual([
      'Entry number',
      'Date',
      'Branch',
      'Account code',
      'Account name',
      'Debit',
      'Credit',
      'Source type',
      'Source number',
      'Contact',
      'Memo',
      'Description',
    ]);
    expect(csv.slice(1).map((r) => [r[0], r[3], r[2], r[7], r[8], r[9]])).toEqual([
      ['JE-0005', '6100', 'Nairobi', 'bill', 'BILL-0001', 'Mombasa Millers Ltd'],
      ['JE-0005', '2000', 'Nairobi', 'bill', 'BILL-0001', 'Mombasa Millers Ltd'],
    ]);

    const other = await companyWithChart(t, 'Other Books Ltd');
    const foreign = await report(t, s.token, 'journal', { ...november, accountId: other.id('cash') });
    expect(foreign.status).toBe(404);
  });

  it('the general ledger CSV carries the branch, entry number, source document and contact of each line', async () => {
    const s = await documents();
    const gl = await report(t, s.token, 'general-ledger', {
      ...november,
      accountId: s.id('1100'),
      format: 'csv',
    });
    const rows = parseCsv(gl.text);
    expect(rows[0]).toEqual([
      'Account code',
      'Account name',
      'Date',
      'Number',
      'Memo',
      'Description',
      'Debit',
      'Credit',
      'Balance',
      'Branch',
      'Source',
      'Contact',
    ]);
    expect(rows.slice(2, -1).map((r) => [r[2], r[3], r[6], r[7], r[8], r[9], r[10], r[11]])).toEqual([
      [
        '2026-11-02',
        'JE-0003',
        '1160.00',
        '0.00',
        '1160.00',
        'Nairobi',
        'invoice INV-0001',
        'Nakuru Hardware Ltd',
      ],
      [
        '2026-11-05',
        'JE-0004',
        '0.00',
        '1160.00',
        '0.00',
        'Nairobi',
        'receipt RCT-0001',
        'Nakuru Hardware Ltd',
      ],
    ]);
    const json = await report(t, s.token, 'general-ledger', { ...november, accountId: s.id('1100') });
    expect(json.body.accounts[0].lines[0]).toMatchObject({
      number: 'JE-0003',
      branchName: 'Nairobi',
      source: 'invoice INV-0001',
      contactName: 'Nakuru Hardware Ltd',
    });
    // the drill-down from a line to its document: the invoice's own page, the receipts' list
    expect(json.body.accounts[0].lines.map((l: { sourcePath: string }) => l.sourcePath)).toEqual([
      `/dashboard/invoices/${s.invoice.id}`,
      '/dashboard/invoices',
    ]);
  });
});
