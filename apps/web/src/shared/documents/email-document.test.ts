import { describe, expect, it } from 'vitest';
import { friendlyErrorMap } from '../form/form-resolver';
import { areaText } from '../i18n/area-text';
import { emailDocumentForm as formOf, mailResultMessage } from './email-document';

const t = areaText('documents');
const emailDocumentForm = formOf(t);

const filled = { to: 'a@b.co.ke', cc: '', subject: 'Invoice INV-0001', message: 'Dear Wanjiku,' };
const messageOf = (values: Partial<typeof filled>) => {
  const parsed = emailDocumentForm.safeParse({ ...filled, ...values }, { error: friendlyErrorMap });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('email document form', () => {
  it('asks for an address, then valid ones, a subject and a message', () => {
    expect(messageOf({ to: '   ' })).toEqual(['to: Enter the address to send to']);
    expect(messageOf({ to: 'kilimani@' })).toEqual(['to: Enter a valid email address']);
    expect(messageOf({ cc: 'a@b.co.ke, nope' })).toEqual(['cc: Enter a valid email address']);
    expect(messageOf({ subject: ' ' })).toEqual(['subject: Enter a subject']);
    expect(messageOf({ message: '' })).toEqual(['message: Enter a message']);
  });

  it('sends several addresses as lists, trimmed and in lower case, as the server keeps them', () => {
    expect(
      emailDocumentForm.parse({
        ...filled,
        to: '  Accounts@Kilimani.co.ke; boss@kilimani.co.ke ',
        cc: 'Me@Duka.co.ke,',
      }),
    ).toEqual({
      ...filled,
      to: ['accounts@kilimani.co.ke', 'boss@kilimani.co.ke'],
      cc: ['me@duka.co.ke'],
    });
    expect(emailDocumentForm.parse(filled).cc).toEqual([]);
  });
});

describe('mail result message', () => {
  it('says whether the mail went out or waits in the outbox', () => {
    expect(mailResultMessage(t, 'INV-0001', { status: 'sent', to: 'a@b.co.ke' })).toBe(
      'INV-0001 sent to a@b.co.ke',
    );
    expect(mailResultMessage(t, 'the statement', { status: 'queued', to: 'a@b.co.ke' })).toBe(
      'The statement for a@b.co.ke queued in the outbox: no mail server is set up yet',
    );
  });

  it('says it in Swahili, the document first', () => {
    const sw = areaText('documents', 'sw');
    expect(mailResultMessage(sw, 'kikumbusho cha INV-0001', { status: 'sent', to: 'a@b.co.ke' })).toBe(
      'Kikumbusho cha INV-0001: barua pepe imetumwa kwa a@b.co.ke',
    );
    expect(formOf(sw).safeParse({ ...filled, to: ' ' }).error?.issues[0]?.message).toBe(
      'Weka anwani ya kutuma',
    );
  });
});
