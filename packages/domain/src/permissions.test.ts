import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, builtInRole, isPermission } from './permissions';

describe('permissions', () => {
  it('has 9 modules x 5 actions and the cost permission', () => {
    expect(ALL_PERMISSIONS).toHaveLength(46);
    expect(isPermission('costs:read')).toBe(true);
    expect(isPermission('costs:update')).toBe(false);
    expect(ALL_PERMISSIONS).toContain('stockControl:approve');
    expect(isPermission('settings:read')).toBe(true);
    expect(isPermission('settings:fly')).toBe(false);
  });

  it('gives the built-in roles sensible matrices', () => {
    expect(BUILT_IN_ROLES.map((r) => r.name)).toEqual([
      'Owner',
      'Administrator',
      'Accountant',
      'Branch Manager',
      'Sales',
      'Storekeeper',
      'HR & Payroll',
      'Viewer',
    ]);
    expect(builtInRole('owner')?.permissions).toHaveLength(46);
    const seeCosts = BUILT_IN_ROLES.filter((r) => r.permissions.includes('costs:read')).map((r) => r.key);
    expect(seeCosts).toEqual(['owner', 'administrator', 'accountant', 'branch_manager', 'viewer']);
    const viewer = builtInRole('viewer')!;
    expect(viewer.permissions.every((p) => p.endsWith(':read'))).toBe(true);
    expect(viewer.permissions).toContain('costs:read');
    expect(viewer.permissions).not.toContain('settings:read');
    expect(builtInRole('sales')!.permissions).toEqual([
      'dashboard:read',
      'customers:read',
      'customers:create',
      'customers:update',
      'inventory:read',
    ]);
    expect(builtInRole('hr_payroll')!.permissions).toContain('employees:approve');
    expect(builtInRole('hr_payroll')!.permissions).not.toContain('trade:read');
    for (const role of BUILT_IN_ROLES) {
      expect(new Set(role.permissions).size).toBe(role.permissions.length);
      expect(role.permissions).toContain('dashboard:read');
    }
  });
});
