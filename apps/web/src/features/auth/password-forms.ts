import { passwordField } from '@tawi/contracts';
import { z } from 'zod';

const sameAsNew = (s: { password: string; confirm: string }) => s.password === s.confirm;
const mismatch = { message: 'The two passwords are not the same', path: ['confirm'] };

/** The reset page's form: the new password twice (the policy is checked by the server). */
export const resetPasswordForm = z
  .strictObject({ password: passwordField, confirm: z.string() })
  .refine(sameAsNew, mismatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordForm>;

/** The change-password dialog's form: the current password, then the new one twice. */
export const changePasswordForm = z
  .strictObject({ currentPassword: passwordField, newPassword: passwordField, confirm: z.string() })
  .refine((s) => s.newPassword === s.confirm, mismatch);
export type ChangePasswordFormValues = z.infer<typeof changePasswordForm>;

/** What a failed reset tells the user, by the server's code; undefined: show the server's message. */
export function resetLinkProblem(code: string): string | undefined {
  switch (code) {
    case 'reset-token-expired':
      return 'This link has expired: links work for 1 hour. Ask for a new one.';
    case 'reset-token-used':
      return 'This link was already used. Ask for a new one if you still need to reset your password.';
    case 'reset-token-invalid':
      return 'This link is not valid. Check that you opened the whole link from the email, or ask for a new one.';
    default:
      return undefined;
  }
}
