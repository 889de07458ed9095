import { type MailSettings, type MailSettingsBody, mailSettingsInput } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The form: every field as typed; a blank password keeps the saved one, "remove the saved password"
 * sends null. Then checked exactly as the contract checks it.
 */
export const mailSettingsForm = (t: TFunction<'settings'>) =>
  z
    .object({
      host: z.string(),
      port: z.number({ error: t('mail.form.portRequired') }),
      secure: z.boolean(),
      username: z.string(),
      password: z.string(),
      clearPassword: z.boolean(),
      fromAddress: z.string(),
    })
    .transform(
      ({ password, clearPassword, ...rest }): MailSettingsBody => ({
        ...rest,
        ...(clearPassword ? { password: null } : password ? { password } : {}),
      }),
    )
    .pipe(mailSettingsInput);
export type MailSettingsFormInput = z.input<ReturnType<typeof mailSettingsForm>>;

export const MAIL_SETTINGS_FIELDS = [
  'host',
  'port',
  'secure',
  'username',
  'password',
  'fromAddress',
] as const;

/** The form starts from the settings in force (the server's too, to copy them); never a password. */
export function mailSettingsFormValues(s: MailSettings | undefined): MailSettingsFormInput {
  return {
    host: s?.host ?? '',
    port: s?.port ?? 587,
    secure: s?.secure ?? false,
    username: s?.username ?? '',
    password: '',
    clearPassword: false,
    fromAddress: s?.fromAddress ?? '',
  };
}
