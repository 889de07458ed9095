import { builtInRole } from '@tawi/domain';

/** The session's userRole is a built-in role's key ('branch_manager') or a custom role's name. */
export function roleLabel(userRole: string): string {
  return builtInRole(userRole)?.name ?? userRole;
}
