import { useTranslation } from 'react-i18next';
import { en } from './i18n/en';

type BuiltInRoleKey = keyof typeof en.roles;

const isBuiltInRoleKey = (key: string | null): key is BuiltInRoleKey =>
  key !== null && Object.hasOwn(en.roles, key);

/**
 * A user's role in the interface language. The session's userRole is a built-in role's key
 * ('branch_manager') or a custom role's name, which shows as it is.
 */
export function useRoleLabel(): (userRole: string) => string {
  const { t } = useTranslation();
  return (userRole) => (isBuiltInRoleKey(userRole) ? t(`roles.${userRole}.name`) : userRole);
}

/** A role's description in the interface language: a built-in role's (by its key), else its own. */
export function useRoleDescription(): (role: {
  key: string | null;
  description: string | null;
}) => string | null {
  const { t } = useTranslation();
  return (role) => (isBuiltInRoleKey(role.key) ? t(`roles.${role.key}.description`) : role.description);
}
