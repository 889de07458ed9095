import {
  companyApi,
  customersApi,
  emailDraftsApi,
  emailTemplatesApi,
  estimatesApi,
  invoicesApi,
} from '@tawi/contracts';
import { DEFAULT_EMAIL_TEMPLATES, DEFAULT_EMAIL_TEMPLATES_IN } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe("document emails in the company's language", () => {
  it("starts a Swahili company's emails from the Swahili defaults, keeps its own wording as written", async () => {
    const s = await sales(t, 'Duka la Mama Ltd');
    const api = apiClient(t.app, s.token);
    await api.ok(companyApi.update, { body: { language: 'sw', phone: '0722 000 111' } });
    await api.ok(customersApi.update, {
      params: { id: s.customer.id },
      body: { email: 'accounts@nakuru.co.ke' },
    });
    const lines = [
      { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' as const },
    ];
    const invoice = await api.ok(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-02', paymentTerms: 'net_30', lines },
    });
    const estimate = await api.ok(estimatesApi.create, {
      body: { customerId: s.customer.id, date: '2026-11-02', lines },
    });

    const invoiceDraft = await api.ok(emailDraftsApi.invoice, { params: { id: invoice.id } });
    expect(invoiceDraft).toEqual({
      to: ['accounts@nakuru.co.ke'],
      cc: [],
      subject: 'Ankara INV-0001 kutoka Duka la Mama Ltd',
      message:
        'Mpendwa Nakuru Hardware Ltd,\n\nTafadhali pata ankara INV-0001 ya tarehe 02 Nov 2026 iliyoambatishwa, ya KES 371.20, inayopaswa kulipwa kufikia 02 Dec 2026. Kiasi kinachodaiwa ni KES 371.20.\n\nAsante kwa kufanya biashara nasi.\n\nKwa heshima,\nDuka la Mama Ltd\n+254722000111',
    });
    const estimateDraft = await api.ok(emailDraftsApi.estimate, { params: { id: estimate.id } });
    expect(estimateDraft.subject).toBe('Makadirio EST-0001 kutoka Duka la Mama Ltd');
    expect(estimateDraft.message).toContain(
      'Tafadhali pata makadirio EST-0001 yaliyoambatishwa, ya KES 371.20',
    );
    // the mail sent without a subject or message is the draft
    const sent = await api.call(invoicesApi.email, { params: { id: invoice.id } });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body.subject).toBe(invoiceDraft.subject);

    // Settings shows the defaults the company sends; a reset goes back to them
    const { items } = await api.ok(emailTemplatesApi.list);
    expect(items.find((i) => i.kind === 'payment-reminder')).toMatchObject({
      ...DEFAULT_EMAIL_TEMPLATES_IN.sw['payment-reminder'],
      isDefault: true,
    });
    const own = { subject: 'Invoice {number} from {company}', body: 'Dear {customer}, balance {balance}.' };
    await api.ok(emailTemplatesApi.save, { params: { kind: 'invoice' }, body: own });
    expect((await api.ok(emailDraftsApi.invoice, { params: { id: invoice.id } })).subject).toBe(
      'Invoice INV-0001 from Duka la Mama Ltd',
    );
    const reset = await api.ok(emailTemplatesApi.reset, { params: { kind: 'invoice' } });
    expect(reset).toMatchObject({ ...DEFAULT_EMAIL_TEMPLATES_IN.sw.invoice, isDefault: true });

    // back to English: the defaults follow
    await api.ok(companyApi.update, { body: { language: 'en' } });
    expect((await api.ok(emailDraftsApi.estimate, { params: { id: estimate.id } })).subject).toBe(
      'Estimate EST-0001 from Duka la Mama Ltd',
    );
    expect((await api.ok(emailTemplatesApi.list)).items.find((i) => i.kind === 'invoice')).toMatchObject(
      DEFAULT_EMAIL_TEMPLATES.invoice,
    );
  });
});
