import { type User, userCreate } from '@tawi/contracts';
import { z } from 'zod';

/**
 * Editing uses the create schema's fields with two changes: the email is shown but not sent
 * (it cannot change), and an empty password means "keep the current one". The company's
 * password policy is checked by the server either way (weak-password).
 */
export const userEditForm = userCreate.extend({ email: z.string(), password: z.string().max(1024) });

export type UserFormValues = z.input<typeof userCreate>;

export function userFormValues(user: User | undefined, activeBranchId: string | undefined): UserFormValues {
  const home = user?.branchId ?? activeBranchId ?? '';
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    password: '',
    roleId: user?.roleId ?? '',
    branchIds: user?.branchIds ?? (home ? [home] : []),
    branchId: home,
  };
}

export const USER_FIELDS = ['fullName', 'email', 'password', 'roleId', 'branchIds', 'branchId'] as const;
