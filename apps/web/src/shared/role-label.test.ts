import { BUILT_IN_ROLES } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';

describe('built-in roles in the interface language', () => {
  it('words every built-in role, in English as the domain names and describes it', () => {
    const domain = Object.fromEntries(
      BUILT_IN_ROLES.map((r) => [r.key, { name: r.name, description: r.description }]),
    );
    expect(en.roles).toEqual(domain);
  });
});
