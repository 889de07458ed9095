import { companyApi, invoiceSharingApi, invoicesApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { PINNED_NOW } from '../../testing/pinned-clock';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { parseSecretKey } from '../mail/secret-key';
import { shareLinkKey, signShareToken } from './invoice-share-token';
import { sales } from './sales.fixture';

const SECRET = 'a1'.repeat(32);
const t = useTestApp({ secretKey: { key: SECRET } });
const anonymous = () => apiClient(t.app);
const tokenOf = (url: string) => url.split('/shared/invoices/')[1] ?? '';

async function sharedInvoice() {
  const s = await sales(t, 'Duka la Mama Ltd');
  const api = apiClient(t.app, s.token);
  await api.ok(companyApi.update, {
    body: {
      paymentInstructions: { mpesaPaybill: '522533', mpesaAccountNumber: 'DUKA', mpesaTill: '5566778' },
    },
  });
  const invoice = await api.ok(invoicesApi.create, {
    body: {
      customerId: s.customer.id,
      date: '2026-11-20',
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' }],
    },
  });
  const link = await api.ok(invoiceSharingApi.share, { params: { id: invoice.invoiceNumber } });
  return { s, api, invoice, link, token: tokenOf(link.url) };
}

describe('sharing an invoice by link', () => {
  it('gives a signed link valid 30 days to a public page and PDF with the M-Pesa details', async () => {
    const { invoice, link, token } = await sharedInvoice();
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/shared\/invoices\/[\w-]+\.[\w-]+$/);
    expect(link.expiresAt).toBe(new Date(PINNED_NOW.getTime() + 30 * 86_400_000).toISOString());

    const page = await anonymous().call(invoiceSharingApi.view, { params: { token } });
    expect(page.status, page.text).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.invoice).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      customerName: 'Nakuru Hardware Ltd',
      status: 'Unpaid',
      subtotal: 480,
      taxTotal: 76.8,
      total: 556.8,
      outstanding: 556.8,
    });
    expect(page.body.invoice.lines).toEqual([
      expect.objectContaining({ description: 'Sugar 1 kg', qty: 3, lineTotal: 556.8 }),
    ]);
    expect(page.body.seller.name).toBe('Duka la Mama Ltd');
    expect(page.body.payment).toMatchObject({
      mpesaPaybill: '522533',
      mpesaAccountNumber: 'DUKA',
      mpesaTill: '5566778',
    });
    expect(page.body.expiresAt).toBe(link.expiresAt);
    expect(JSON.stringify(page.body)).not.toContain(invoice.id);

    const pdf = await anonymous().call(invoiceSharingApi.pdf, { params: { token } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('522533');
  });

  it('refuses altered, forged and expired tokens without showing the invoice', async () => {
    const { s, invoice, token } = await sharedInvoice();
    const [payload = '', signature = ''] = token.split('.');
    const claim = Buffer.from(payload, 'base64url');
    claim.write(s.customer.id.replace(/-/g, ''), 17, 'hex'); // another record's id in the invoice's place
    const otherInvoice = claim.toString('base64url');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const key = shareLinkKey(parseSecretKey(SECRET));
    const wrongKey = shareLinkKey(parseSecretKey('b2'.repeat(32)));
    const future = new Date(PINNED_NOW.getTime() + 86_400_000);
    const cases = {
      altered: `${otherInvoice}.${signature}`,
      'bad signature': `${payload}.${flipped}`,
      garbage: 'not-a-token',
      'other key': signShareToken(wrongKey, {
        companyId: s.companyId,
        invoiceId: invoice.id,
        expiresAt: future,
      }),
    };
    for (const [name, bad] of Object.entries(cases)) {
      for (const entry of [invoiceSharingApi.view, invoiceSharingApi.pdf]) {
        const res = await anonymous().call(entry, { params: { token: bad } });
        expect([name, res.status, res.error?.code]).toEqual([name, 404, 'share-link-invalid']);
        expect(res.text).not.toContain(invoice.invoiceNumber);
      }
    }
    const expired = signShareToken(key, {
      companyId: s.companyId,
      invoiceId: invoice.id,
      expiresAt: new Date(PINNED_NOW.getTime() - 1000),
    });
    for (const entry of [invoiceSharingApi.view, invoiceSharingApi.pdf]) {
      const res = await anonymous().call(entry, { params: { token: expired } });
      expect([res.status, res.error?.code]).toEqual([410, 'share-link-expired']);
      expect(res.text).not.toContain(invoice.invoiceNumber);
    }
    // a fresh token signed with the server's key opens exactly the invoice it names
    const still = await anonymous().call(invoiceSharingApi.view, {
      params: {
        token: signShareToken(key, { companyId: s.companyId, invoiceId: invoice.id, expiresAt: future }),
      },
    });
    expect(still.body.invoice.invoiceNumber).toBe(invoice.invoiceNumber);
  });

  it('a voided invoice shows as voided without payment details; drafts and voids are not shared', async () => {
    const { s, api, invoice, token } = await sharedInvoice();
    await api.ok(invoicesApi.void, { params: { id: invoice.id }, body: { reason: 'Wrong customer' } });
    const page = await anonymous().call(invoiceSharingApi.view, { params: { token } });
    expect(page.body.invoice).toMatchObject({ status: 'Void', voidDate: '2026-11-25' });
    expect(page.body.payment).toBeNull();
    const again = await api.call(invoiceSharingApi.share, { params: { id: invoice.id } });
    expect([again.status, again.error?.code]).toEqual([409, 'invalid-state']);
    const draft = await api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        status: 'Draft',
        lines: [{ description: 'Delivery', qty: 1, unitPrice: 300, taxCategory: 'A' }],
      },
    });
    const refused = await api.call(invoiceSharingApi.share, { params: { id: draft.id } });
    expect([refused.status, refused.error?.message]).toEqual([409, 'Issue the invoice before sharing it']);
    const stranger = await signupCompany(t.app, { companyName: 'Mgeni Ltd' });
    const foreign = await apiClient(t.app, stranger.token).call(invoiceSharingApi.share, {
      params: { id: invoice.id },
    });
    expect(foreign.status).toBe(404);
  });
});
