import { customersApi, invoicesApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe('PDFs print any name', () => {
  it('prints Latin names as written, marks what the font lacks with one ? each, and names the file after the document', async () => {
    const s = await sales(t, 'Zoë & Łukasz Traders');
    const api = apiClient(t.app, s.token);
    const customer = await api.ok(customersApi.create, {
      body: { name: "Wanjirũ Ng'ang'a", phone: '0722000222', paymentTerms: 'net_30' },
    });
    const inv = await api.ok(invoicesApi.create, {
      body: {
        customerId: customer.id,
        date: '2026-11-02',
        // one word a line (the description column is narrow); 'u' + combining tilde prints as 'ũ'
        lines: [
          'Wanjiru\u0303',
          'Łódź',
          'Ærø',
          'Ñandú',
          'Şişli',
          'Σωκράτης',
          'Жанна',
          'Chai🍵茶',
          '👨‍👩‍👧',
        ].map((description) => ({ description, unitPrice: 10, taxCategory: 'B' as const })),
      },
    });
    const res = await api.call(invoicesApi.pdf, { params: { id: inv.id } });
    expect(res.status).toBe(200);
    // a plain ASCII name for old clients, the real one (RFC 5987) for the rest
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-INV-0001-Wanjiru-Ng'ang'a.pdf"; ` +
        `filename*=UTF-8''Invoice-INV-0001-Wanjir%C5%A9-Ng%27ang%27a.pdf`,
    );
    const text = pdfText(res.body);
    expect(text).toContain('Zoë & Łukasz Traders');
    expect(text).toContain("Wanjirũ Ng'ang'a");
    // each line: number, description, qty 1
    const described = [...text.matchAll(/^\s*(\d) +(\S+) +1 +KES/gm)].map((m) => [m[1], m[2]]);
    expect(described).toEqual(
      // emoji and Han characters the font lacks: one '?' each, the family emoji (with its joiners) too
      ['Wanjirũ', 'Łódź', 'Ærø', 'Ñandú', 'Şişli', 'Σωκράτης', 'Жанна', 'Chai??', '?'].map((d, i) => [
        String(i + 1),
        d,
      ]),
    );
    // no replacement characters or stray glyph numbers in the text layer
    expect([...text].filter((c) => c === '\uFFFD' || c.charCodeAt(0) < 9)).toEqual([]);
  });
});
