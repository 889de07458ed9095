import { BUILT_IN_ROLES } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { roleResourceKey } from './role-label';

describe('built-in roles in the interface language', () => {
  it('words every built-in role, in English as the domain names and describes it', () => {
    const domain = Object.fromEntries(
      BUILT_IN_ROLES.map((r) => [roleResourceKey(r.key), { name: r.name, description: r.description }]),
    );
    expect(en.roles).toEqual(domain);
  });

  it('finds a built-in role by its key, not a custom role by its name', () => {
    expect(roleResourceKey('branch_manager')).toBe('branchManager');
    expect(roleResourceKey('owner')).toBe('owner');
    expect(roleResourceKey('Night shift')).toBeUndefined();
    expect(roleResourceKey(null)).toBeUndefined();
  });
});
