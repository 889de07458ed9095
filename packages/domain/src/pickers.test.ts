import { describe, expect, it } from 'vitest';
import { builtInRole, type Permission } from './permissions';
import { guardedFields, mayPick, pickerPermissions, withoutFields } from './pickers';

const of = (key: string): ReadonlySet<Permission> => new Set(builtInRole(key)?.permissions ?? []);

describe('pickers', () => {
  it('lists the records for their readers and for the forms that need them', () => {
    expect(pickerPermissions('bankAccounts')[0]).toBe('banking:read');
    // Sales takes payments: the accounts money goes into, without banking:read
    expect(mayPick(of('sales'), 'bankAccounts')).toBe(true);
    expect(mayPick(of('sales'), 'suppliers')).toBe(false);
    expect(mayPick(of('storekeeper'), 'bankAccounts')).toBe(false);
    expect(mayPick(of('hr_payroll'), 'bankAccounts')).toBe(true);
    expect(mayPick(new Set<Permission>(['trade:create']), 'products')).toBe(true);
    expect(mayPick(new Set<Permission>(['trade:create']), 'accounts')).toBe(true);
    expect(mayPick(new Set<Permission>(['customers:read']), 'accounts')).toBe(false);
  });

  it('leaves out the guarded figures for those who only pick', () => {
    expect(guardedFields(of('sales'), 'bankAccounts')).toEqual(['balance', 'openingBalance', 'openingDate']);
    expect(guardedFields(of('accountant'), 'bankAccounts')).toEqual([]);
    expect(guardedFields(of('sales'), 'customers')).toEqual([]);
    const account = { id: 'a', name: 'M-Pesa till', balance: 1500, openingBalance: 0, openingDate: null };
    expect(withoutFields(account, guardedFields(of('sales'), 'bankAccounts'))).toEqual({
      id: 'a',
      name: 'M-Pesa till',
    });
    expect(account.balance).toBe(1500);
  });
});
