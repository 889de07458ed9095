import { documentEmailFields, type MailResult, mailAddresses, splitAddresses } from '@tawi/contracts';
import { z } from 'zod';

/** The contract's fields: what the server accepts in `{ subject, message }`. */
const contract = documentEmailFields.shape;

/** The addresses typed in a field, checked as the server checks them; a problem shows under the field. */
const addressesIn = (text: string, ctx: z.RefinementCtx) => {
  const parsed = mailAddresses().safeParse(splitAddresses(text));
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Enter a valid email address' });
  return z.NEVER;
};

/**
 * The email dialog: To (one address or several, separated by commas), Cc (optional), subject and
 * message; each checked as the contract checks it, the addresses sent as lists.
 */
export const emailDocumentForm = z.strictObject({
  to: z.string().trim().min(1, 'Enter the address to send to').transform(addressesIn),
  cc: z.string().transform(addressesIn),
  subject: z.string().pipe(contract.subject.unwrap()),
  message: z.string().pipe(contract.message.unwrap()),
});
export type EmailDocumentInput = z.input<typeof emailDocumentForm>;
export type EmailDocumentValues = z.output<typeof emailDocumentForm>;

/** A list of addresses as the To and Cc fields show it. */
export const addressesText = (addresses: readonly string[]) => addresses.join(', ');

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the 202 answer means for the user: handed to the mail server, or waiting in the outbox. */
export function mailResultMessage(documentName: string, result: Pick<MailResult, 'status' | 'to'>): string {
  const what = capitalised(documentName);
  return result.status === 'sent'
    ? `${what} sent to ${result.to}`
    : `${what} for ${result.to} queued in the outbox: no mail server is set up yet`;
}
