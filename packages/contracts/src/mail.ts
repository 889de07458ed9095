import { z } from 'zod';

/** The most addresses in `to` or `cc`. */
export const MAX_MAIL_ADDRESSES = 10;

/** Addresses typed in one field, separated by commas or semicolons. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A list of addresses, each checked and kept in lower case. */
export const mailAddresses = () =>
  z
    .array(z.email('Enter a valid email address').toLowerCase())
    .max(MAX_MAIL_ADDRESSES, `At most ${MAX_MAIL_ADDRESSES} addresses`);

/** An address list: an array, or one string with addresses separated by commas or semicolons. */
const addressList = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (typeof v === 'string' ? splitAddresses(v) : v.map((s) => s.trim()).filter(Boolean)))
    .pipe(mailAddresses());

/**
 * A document's email, every field optional (a POST without a body arrives as null): `to` one address or
 * several (default: the customer's, supplier's or employee's email), `cc` copies, and the `subject` and
 * `message` as the user wrote them (default: the company's template for the document, filled in).
 */
export const documentEmailFields = z.strictObject({
  to: addressList().optional(),
  cc: addressList().optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(200)
    .refine((s) => !/[\r\n]/.test(s), 'The subject is one line')
    .optional(),
  message: z.string().trim().min(1, 'Enter a message').max(10_000).optional(),
});
export const documentEmail = documentEmailFields.nullish();
export type DocumentEmail = z.infer<typeof documentEmail>;
export type DocumentEmailBody = z.input<typeof documentEmail>;

export const mailResult = z.object({
  id: z.string(),
  /** The recipients, separated by ", ". */
  to: z.string(),
  subject: z.string(),
  /** sent: handed to the SMTP server; queued: no SMTP configured, kept in the outbox. */
  status: z.enum(['sent', 'queued']),
});
export type MailResult = z.infer<typeof mailResult>;

/** What the email dialog starts from: the party's address and the company's template filled in. */
export const emailDraft = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
});
export type EmailDraft = z.infer<typeof emailDraft>;
