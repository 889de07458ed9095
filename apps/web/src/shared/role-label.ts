import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from './i18n/en';

type BuiltInRoleKey = keyof typeof en.roles;

const isBuiltInRoleKey = (key: string): key is BuiltInRoleKey => Object.hasOwn(en.roles, key);

/**
 * A built-in role's key in the resources: the domain's key in camel case ('branch_manager' ->
 * 'branchManager'; i18next reads an underscore in a key as a plural or context suffix).
 */
export function roleResourceKey(key: string | null): BuiltInRoleKey | undefined {
  const camel = key?.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return camel !== undefined && isBuiltInRoleKey(camel) ? camel : undefined;
}

/**
 * A user's role in the interface language. The session's userRole is a built-in role's key
 * ('branch_manager') or a custom role's name, which shows as it is.
 */
export function useRoleLabel(): (userRole: string) => string {
  const { t } = useTranslation();
  return (userRole) => {
    const key = roleResourceKey(userRole);
    return key ? t(`roles.${key}.name`) : userRole;
  };
}

/** A role's name in the interface language: a built-in role's (by its key), else its own. */
export function useRoleName(): (role: { key: string | null; name: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    (role) => {
      const key = roleResourceKey(role.key);
      return key ? t(`roles.${key}.name`) : role.name;
    },
    [t],
  );
}

/** A role's description in the interface language: a built-in role's (by its key), else its own. */
export function useRoleDescription(): (role: {
  key: string | null;
  description: string | null;
}) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (role) => {
      const key = roleResourceKey(role.key);
      return key ? t(`roles.${key}.description`) : role.description;
    },
    [t],
  );
}
