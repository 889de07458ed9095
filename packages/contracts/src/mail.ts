import { z } from 'zod';

/** Who a document is mailed to (default: the customer's, supplier's or employee's email). The body is optional: a POST without one arrives as null. */
export const documentEmail = z.preprocess(
  (v) => v ?? undefined,
  z.strictObject({ to: z.email().trim().toLowerCase().optional() }).optional(),
);

export const mailResult = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** sent: handed to the SMTP server; queued: no SMTP configured, kept in the outbox. */
  status: z.enum(['sent', 'queued']),
});
export type MailResult = z.infer<typeof mailResult>;
