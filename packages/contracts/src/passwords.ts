import { z } from 'zod';
import { emailField, passwordField } from './auth';
import { passwordPolicy } from './company';

/** The signed-in user's new password, given with the current one (wrong: 400 `wrong-password`). */
export const changePasswordRequest = z.strictObject({
  currentPassword: passwordField,
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Asks for a reset link: answered 202 whether or not the email has an account. */
export const forgotPasswordRequest = z.strictObject({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** The one-time token of a reset link (from the mail), as the reset page reads it from `?token=`. */
const resetToken = z.string().trim().min(1).max(200);

export const resetPasswordRequest = z.strictObject({ token: resetToken, password: passwordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetTokenCheckQuery = z.strictObject({ token: resetToken });
export type ResetTokenCheckQuery = z.infer<typeof resetTokenCheckQuery>;

/** A live reset link: whose account it resets and the password policy the new password must meet. */
export const resetTokenCheck = z.object({ email: z.string(), passwordPolicy });
export type ResetTokenCheck = z.infer<typeof resetTokenCheck>;

/** 202: the reset link is on its way (or, for forgot-password, nothing is if no account has the email). */
export const resetLinkAccepted = z.object({ message: z.string() });
export type ResetLinkAccepted = z.infer<typeof resetLinkAccepted>;
