import { z } from 'zod';
import { issueAt } from './common';

export const MAIL_SETTINGS_SOURCES = ['company', 'environment', 'none'] as const;
export type MailSettingsSource = (typeof MAIL_SETTINGS_SOURCES)[number];

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const isEmail = (v: string) => z.email().safeParse(v).success;

/** `accounts@acme.co.ke` or `Acme Traders <accounts@acme.co.ke>` (one line, no quotes or angle brackets in the name). */
export function isFromAddress(value: string): boolean {
  const named = /^([^<>"\r\n]+?)\s*<([^<>\s]+)>$/.exec(value);
  return named ? isEmail(named[2] ?? '') : isEmail(value);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * A company's own SMTP server. `password`: absent keeps the saved one, null clears it, a string
 * replaces it (it needs a user name). Without a user name no login is sent and no password kept.
 */
export const mailSettingsInput = z
  .strictObject({
    host: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (v) => HOST_NAME.test(v) || z.ipv6().safeParse(v).success,
        'Enter a host name such as smtp.example.co.ke',
      ),
    port: z.number().int().min(1, 'Port is 1 to 65535').max(65535, 'Port is 1 to 65535'),
    secure: z.boolean(),
    username: optionalText(200),
    password: z
      .string()
      .min(1, 'Enter the password, or leave it out to keep the saved one')
      .max(500)
      .nullish(),
    fromAddress: z
      .string()
      .trim()
      .max(320)
      .refine(isFromAddress, 'Enter an email address, or a name and one: Acme Traders <accounts@acme.co.ke>'),
  })
  .superRefine((v, ctx) => {
    if (typeof v.password === 'string' && !v.username) {
      issueAt(ctx, ['username'], 'Enter the user name the password is for');
    }
  });
export type MailSettingsInput = z.infer<typeof mailSettingsInput>;
export type MailSettingsBody = z.input<typeof mailSettingsInput>;

/** The SMTP settings in force (Settings, Email): the company's own, the server's environment, or none. Never the password. */
export const mailSettings = z.object({
  source: z.enum(MAIL_SETTINGS_SOURCES),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  secure: z.boolean(),
  username: z.string().nullable(),
  fromAddress: z.string().nullable(),
  hasPassword: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MailSettings = z.infer<typeof mailSettings>;

export const mailTestInput = z.strictObject({ to: z.email('Enter an email address').trim().toLowerCase() });
export type MailTestInput = z.infer<typeof mailTestInput>;

export const mailTestResult = z.object({ status: z.literal('sent') });
