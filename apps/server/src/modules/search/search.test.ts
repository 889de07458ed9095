import { customersApi, payrollApi, searchApi } from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { dashboardCompany } from '../reports/dashboard/dashboard.fixture';

/**
 * The company of the dashboard fixture: INV-0001..0005 for Nakuru Hardware Ltd (INV-0003 in Mombasa,
 * the rest in the home branch), CN-0001, RCT-0001, BILL-0001 from Safaricom PLC, products Sugar 1 kg,
 * Bar soap and Rice 1 kg, and one employee.
 */
const t = useTestApp();
let c: Awaited<ReturnType<typeof dashboardCompany>>;

const find = async (token: string, q: string) =>
  (await apiClient(t.app, token).ok(searchApi.search, { query: { q } })).items;
const labels = (items: { kind: string; label: string }[]) => items.map((i) => `${i.kind} ${i.label}`);

beforeAll(async () => {
  c = await dashboardCompany(t);
  await c.api.ok(payrollApi.createEmployee, {
    body: {
      fullName: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      department: 'finance',
      employmentType: 'full_time',
      position: 'Clerk',
      salary: 50000,
    },
  });
});

describe('GET /api/search', () => {
  it('finds documents by number, newest first, each with its party and page', async () => {
    const items = await find(c.token, 'inv-000');
    expect(labels(items)).toEqual([
      'invoice INV-0005',
      'invoice INV-0004',
      'invoice INV-0003',
      'invoice INV-0002',
      'invoice INV-0001',
    ]);
    expect(items[0]?.detail).toBe('Nakuru Hardware Ltd · 20 Nov 2026');
    expect(items[0]?.link).toBe(`/dashboard/invoices/${items[0]?.id}`);
    const others = await find(c.token, '-0001');
    expect(labels(others)).toEqual([
      'invoice INV-0001',
      'credit-note CN-0001',
      'receipt RCT-0001',
      'bill BILL-0001',
      'employee Achieng Otieno',
    ]);
    expect(others.find((i) => i.kind === 'credit-note')?.link).toBe(
      '/dashboard/credit-refunds?search=CN-0001',
    );
  });

  it('finds contacts, products and employees by name, sku or number', async () => {
    expect(labels(await find(c.token, 'nakuru'))).toEqual(['customer Nakuru Hardware Ltd']);
    expect(labels(await find(c.token, 'SAFARI'))).toEqual(['supplier Safaricom PLC']);
    const rice = await find(c.token, 'rice-1');
    expect(rice).toEqual([
      {
        kind: 'product',
        id: c.rice.id,
        label: 'Rice 1 kg',
        detail: 'RICE-1 · KES 90.00',
        link: `/dashboard/products/${c.rice.id}`,
      },
    ]);
    const [employee] = await find(c.token, 'achieng');
    expect(employee).toMatchObject({ kind: 'employee', label: 'Achieng Otieno' });
    expect(employee?.detail).toMatch(/^EMP-\d+ · Clerk$/);
  });

  it('shows a role only what it may read', async () => {
    const clerk = await staffWithRole(t.app, c.owner, 'sales');
    expect(labels(await find(clerk.token, 'safaricom'))).toEqual([]);
    expect(labels(await find(clerk.token, 'bill-'))).toEqual([]);
    expect(labels(await find(clerk.token, 'sugar'))).toEqual(['product Sugar 1 kg']);
    expect(labels(await find(clerk.token, 'achieng'))).toEqual([]);
    const keeper = await staffWithRole(t.app, c.owner, 'storekeeper');
    expect(labels(await find(keeper.token, '-0001'))).toEqual(['bill BILL-0001']);
    const hr = await staffWithRole(t.app, c.owner, 'hr_payroll');
    expect(labels(await find(hr.token, 'a'.repeat(2)))).toEqual([]);
    expect(labels(await find(hr.token, 'achieng'))).toEqual(['employee Achieng Otieno']);
    expect(labels(await find(hr.token, 'nakuru'))).toEqual([]);
  });

  it("shows a branch user only their branches' documents", async () => {
    const mombasaClerk = await staffWithRole(t.app, c.owner, 'sales', [c.mombasa.id]);
    expect(labels(await find(mombasaClerk.token, 'inv-'))).toEqual(['invoice INV-0003']);
    const homeClerk = await staffWithRole(t.app, c.owner, 'sales');
    expect(labels(await find(homeClerk.token, 'inv-'))).not.toContain('invoice INV-0003');
    expect(await find(homeClerk.token, 'inv-')).toHaveLength(4);
  });

  it("never shows another company's records", async () => {
    const other = await signupCompany(t.app, { companyName: 'Other Traders Ltd' });
    await apiClient(t.app, other.token).ok(customersApi.create, { body: { name: 'Nakuru Outsider' } });
    expect(labels(await find(c.token, 'nakuru'))).toEqual(['customer Nakuru Hardware Ltd']);
    expect(labels(await find(other.token, 'nakuru'))).toEqual(['customer Nakuru Outsider']);
    expect(await find(other.token, 'inv-')).toEqual([]);
  });

  it('refuses a search of one character, and signed-out callers', async () => {
    const short = await apiClient(t.app, c.token).call(searchApi.search, { query: { q: 'a' } });
    expect(short.status).toBe(400);
    expect(short.error?.code).toBe('validation-error');
    expect((await apiClient(t.app).call(searchApi.search, { query: { q: 'inv' } })).status).toBe(401);
    // LIKE's wildcards are taken literally
    expect(await find(c.token, '%%')).toEqual([]);
  });
});
