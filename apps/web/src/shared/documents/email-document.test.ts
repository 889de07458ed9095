import { describe, expect, it } from 'vitest';
import { friendlyErrorMap } from '../form/form-resolver';
import { emailDocumentForm, mailResultMessage } from './email-document';

const messageOf = (to: string) => {
  const parsed = emailDocumentForm.safeParse({ to }, { error: friendlyErrorMap });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('email document form', () => {
  it('asks for an address, then a valid one', () => {
    expect(messageOf('   ')).toEqual(['to: Enter the address to send to']);
    expect(messageOf('kilimani@')).toEqual(['to: Enter a valid email address']);
  });

  it('sends the address trimmed and in lower case, as the server keeps it', () => {
    expect(emailDocumentForm.parse({ to: '  Accounts@Kilimani.co.ke ' })).toEqual({
      to: 'accounts@kilimani.co.ke',
    });
  });
});

describe('mail result message', () => {
  it('says whether the mail went out or waits in the outbox', () => {
    expect(mailResultMessage('INV-0001', { status: 'sent', to: 'a@b.co.ke' })).toBe(
      'INV-0001 sent to a@b.co.ke',
    );
    expect(mailResultMessage('the statement', { status: 'queued', to: 'a@b.co.ke' })).toBe(
      'The statement for a@b.co.ke queued in the outbox: no mail server is set up yet',
    );
  });
});
