import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navLeaves, selectedNavPath } from './nav-items';

describe('sidebar menu (SPEC point 2)', () => {
  it('lists the items of the table in order, groups without a route', () => {
    expect(NAV_ITEMS.map((i) => `${i.label}${i.kind === 'group' ? ' (group)' : ` ${i.to}`}`)).toEqual([
      'Dashboard /dashboard',
      'Trade /dashboard/trade',
      'Customer Center (group)',
      'Employee Center (group)',
      'Inventory (group)',
      'Banking /dashboard/banking',
      'Reconciliation /dashboard/reconciliation',
      'Reports /dashboard/reports',
      'Settings /dashboard/settings',
    ]);
  });

  it('has every child route of the table, each once', () => {
    const routes = navLeaves().map((l) => l.to);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toHaveLength(31);
    for (const path of [
      'suppliers',
      'vat-summary',
      'credit-refunds',
      'payroll',
      'transfers',
      'stock-count',
      'counter-sale',
      'recurring-invoices',
      'insights',
    ]) {
      expect(routes).toContain(`/dashboard/${path}`);
    }
    expect(routes).toContain('/dashboard/settings/business-profile');
  });

  it('highlights the exact route, else the deepest menu route above the path', () => {
    expect(selectedNavPath('/dashboard')).toBe('/dashboard');
    expect(selectedNavPath('/dashboard/')).toBe('/dashboard');
    expect(selectedNavPath('/dashboard/payroll')).toBe('/dashboard/payroll');
    expect(selectedNavPath('/dashboard/settings/business-profile')).toBe(
      '/dashboard/settings/business-profile',
    );
    expect(selectedNavPath('/dashboard/settings/users')).toBe('/dashboard/settings');
    expect(selectedNavPath('/dashboard/no-such-page')).toBeUndefined();
  });
});
