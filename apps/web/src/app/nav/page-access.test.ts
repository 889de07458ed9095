import { builtInRole, type Permission } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { mayOpen, navFor, pageName, pagePermission } from './page-access';

const canOf = (key: string) => {
  const granted = new Set<Permission>(builtInRole(key)?.permissions ?? []);
  return (p: Permission) => granted.has(p);
};
const menu = (key: string) =>
  navFor(canOf(key)).map(
    (i) =>
      `${i.label}${i.kind === 'group' ? ':' : ''}${(i.children ?? []).map((c) => ` ${c.label}`).join(',')}`,
  );

describe('pages by permission', () => {
  it('names the permission and the page of a path', () => {
    expect(pagePermission('/dashboard/suppliers/1f2e')).toBe('trade:read');
    expect(pagePermission('/dashboard/settings/chart-of-accounts')).toBe('accounting:read');
    expect(pagePermission('/dashboard/settings/users')).toBe('settings:read');
    expect(pagePermission('/dashboard/invoices?status=Unpaid')).toBe('customers:read');
    expect(pageName('/dashboard/purchase-orders/9')).toBe('Purchase Orders');
    expect(pageName('/dashboard/settings/business-profile')).toBe('Business Profile');
    expect(pageName('/dashboard')).toBe('dashboard');
    expect(pageName('/dashboard/nowhere')).toBeUndefined();
    expect(mayOpen(canOf('sales'), '/dashboard/bills')).toBe(false);
    expect(mayOpen(canOf('sales'), '/dashboard/invoices/1')).toBe(true);
  });

  it('gives a sales clerk only the customer pages, products and the dashboard', () => {
    expect(menu('sales')).toEqual([
      'Dashboard',
      'Customer Center: Customers, Counter Sale, Estimates, Invoices, Sales Orders, Credit & Refunds, Recurring Invoices, Customer Statements, Receivables Aging',
      'Inventory: Inventory Summary, Products',
      // the hub lists the sales and customer reports a clerk may read
      'Reports Sales Inventory, Business Insights',
    ]);
  });

  it('keeps a heading the role may not open as a group when it may open some of its pages', () => {
    const storekeeper = navFor(canOf('storekeeper'));
    const trade = storekeeper.find((i) => i.label === 'Trade');
    expect(trade?.kind).toBe('link');
    expect(trade?.children?.map((c) => c.label)).toEqual([
      'Suppliers',
      'Purchase Orders',
      'Bills',
      'Payments',
    ]);
    expect(menu('hr_payroll')).toEqual(['Dashboard', 'Employee Center: Employees, Payroll']);
    expect(navFor(canOf('owner')).flatMap((i) => i.children ?? []).length).toBe(25);
  });
});
