import { documentEmail, type MailResult } from '@tawi/contracts';
import { z } from 'zod';

/** The contract's address: what the server accepts in `{ to }`. */
const contractAddress = documentEmail.out.unwrap().shape.to.unwrap();

/** The email dialog's one field: required and trimmed here, then checked as the contract checks it. */
export const emailDocumentForm = z.strictObject({
  to: z.string().trim().min(1, 'Enter the address to send to').pipe(contractAddress),
});
export type EmailDocumentInput = z.input<typeof emailDocumentForm>;
export type EmailDocumentValues = z.output<typeof emailDocumentForm>;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the 202 answer means for the user: handed to the mail server, or waiting in the outbox. */
export function mailResultMessage(documentName: string, result: Pick<MailResult, 'status' | 'to'>): string {
  const what = capitalised(documentName);
  return result.status === 'sent'
    ? `${what} sent to ${result.to}`
    : `${what} for ${result.to} queued in the outbox: no mail server is set up yet`;
}
