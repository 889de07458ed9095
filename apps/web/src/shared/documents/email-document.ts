import { documentEmailFields, type MailResult, mailAddresses, splitAddresses } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The contract's fields: what the server accepts in `{ subject, message }`. */
const contract = documentEmailFields.shape;

/** The addresses typed in a field, checked as the server checks them; a problem shows under the field. */
const addressesIn = (t: TFunction<'documents'>) => (text: string, ctx: z.RefinementCtx) => {
  const parsed = mailAddresses().safeParse(splitAddresses(text));
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? t('email.invalidAddress') });
  return z.NEVER;
};

/**
 * The email dialog: To (one address or several, separated by commas), Cc (optional), subject and
 * message; each checked as the contract checks it, the addresses sent as lists.
 */
export const emailDocumentForm = (t: TFunction<'documents'>) =>
  z.strictObject({
    to: z.string().trim().min(1, t('email.enterAddress')).transform(addressesIn(t)),
    cc: z.string().transform(addressesIn(t)),
    subject: z.string().pipe(contract.subject.unwrap()),
    message: z.string().pipe(contract.message.unwrap()),
  });
export type EmailDocumentInput = z.input<ReturnType<typeof emailDocumentForm>>;
export type EmailDocumentValues = z.output<ReturnType<typeof emailDocumentForm>>;

/** A list of addresses as the To and Cc fields show it. */
export const addressesText = (addresses: readonly string[]) => addresses.join(', ');

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the 202 answer means for the user: handed to the mail server, or waiting in the outbox. */
export function mailResultMessage(
  t: TFunction<'documents'>,
  documentName: string,
  result: Pick<MailResult, 'status' | 'to'>,
): string {
  const values = { document: capitalised(documentName), to: result.to };
  return result.status === 'sent' ? t('email.sent', values) : t('email.queued', values);
}
