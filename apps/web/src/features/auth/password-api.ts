import { authApi, type ForgotPasswordRequest, type ResetPasswordRequest } from '@tawi/contracts';
import { callApi } from '../../shared/api/call-api';
import { useBodyMutation } from '../../shared/api/record-mutations';

/** Asks for a reset link (answered the same whether or not the account exists). */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  callApi(authApi.forgotPassword, { body });

/** Whose account a reset link is for and the policy to meet; refused when the link is dead. */
export const checkResetToken = (token: string) => callApi(authApi.checkResetToken, { query: { token } });

/** Sets the new password with a reset link's token. */
export const resetPassword = (body: ResetPasswordRequest) => callApi(authApi.resetPassword, { body });

/** The signed-in user's password change. */
export function useChangePassword() {
  return useBodyMutation(authApi.changePassword);
}
