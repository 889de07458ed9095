import { passwordField } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

const sameAsNew = (s: { password: string; confirm: string }) => s.password === s.confirm;
const mismatch = (t: TFunction) => ({ message: t('auth.passwordRules.mismatch'), path: ['confirm'] });

/** The reset page's form: the new password twice (the policy is checked by the server). */
export const resetPasswordForm = (t: TFunction) =>
  z.strictObject({ password: passwordField, confirm: z.string() }).refine(sameAsNew, mismatch(t));
export type ResetPasswordFormValues = z.infer<ReturnType<typeof resetPasswordForm>>;

/** The change-password dialog's form: the current password, then the new one twice. */
export const changePasswordForm = (t: TFunction) =>
  z
    .strictObject({ currentPassword: passwordField, newPassword: passwordField, confirm: z.string() })
    .refine((s) => s.newPassword === s.confirm, mismatch(t));
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordForm>>;

/** What a failed reset tells the user, by the server's code; undefined: show the server's message. */
export function resetLinkProblem(code: string, t: TFunction): string | undefined {
  switch (code) {
    case 'reset-token-expired':
      return t('auth.resetPassword.expired');
    case 'reset-token-used':
      return t('auth.resetPassword.used');
    case 'reset-token-invalid':
      return t('auth.resetPassword.invalid');
    default:
      return undefined;
  }
}
