import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { applyCreditForm } from './apply-credit-form';

const drafts = [
  { invoiceId: 'a', invoiceNumber: 'INV-0002', outstanding: 300, amount: undefined },
  { invoiceId: 'b', invoiceNumber: 'INV-0003', outstanding: 500, amount: undefined },
];

describe('applying a credit note', () => {
  const form = applyCreditForm(556.8, areaText('customers'));

  it('sends only the invoices with an amount', () => {
    const ok = form.safeParse({ date: '2026-11-06', invoices: [drafts[0], { ...drafts[1], amount: 256.8 }] });
    expect(ok.success && ok.data).toEqual({
      date: '2026-11-06',
      invoices: [{ invoiceId: 'b', amount: 256.8 }],
    });
  });

  it('refuses nothing to apply, more than an invoice owes, more than the credit held', () => {
    const messages = (invoices: unknown[]) => {
      const res = form.safeParse({ date: '2026-11-06', invoices });
      return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages(drafts)).toEqual(['invoices: Enter an amount for at least one invoice']);
    expect(messages([{ ...drafts[0], amount: 300.01 }])).toEqual([
      'invoices.0.amount: At most the KES 300.00 outstanding',
    ]);
    expect(
      messages([
        { ...drafts[0], amount: 300 },
        { ...drafts[1], amount: 300 },
      ]),
    ).toEqual(['invoices: In all at most the KES 556.80 of credit held']);
  });
});
