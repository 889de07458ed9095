import { describe, expect, it } from 'vitest';
import { interfaceText } from '../../testing/interface-text';
import { ApiError } from '../api-error';
import { apiErrorText, fieldErrorText } from './error-text';

const swahili = interfaceText('sw');
const english = interfaceText('en');
const FALLBACK = 'Something went wrong. Please try again.';

/** An ApiError as the client makes it from the API's body `{ error: { code, message, details } }`. */
function refusal(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
  const fields = details.fields as Record<string, string> | undefined;
  return new ApiError({ status, code, message, details, fields });
}

const sw = (err: ApiError) => apiErrorText(err, swahili, FALLBACK);

describe('an API refusal in the interface language', () => {
  it('keeps the server message for English', () => {
    const err = refusal(422, 'insufficient-stock', 'Line 1: Nairobi CBD holds 3 of UNGA-2, 5 asked for', {
      line: 1,
      sku: 'UNGA-2',
      available: 3,
      requested: 5,
    });
    expect(apiErrorText(err, english, FALLBACK)).toBe('Line 1: Nairobi CBD holds 3 of UNGA-2, 5 asked for');
    expect(apiErrorText(refusal(500, 'internal-error', ''), english, FALLBACK)).toBe(FALLBACK);
  });

  it('names the line, branch and quantities of a counter sale short of stock, under the field too', () => {
    const err = refusal(
      422,
      'insufficient-stock',
      'Line 1, Unga wa ngano 2 kg: Nairobi CBD has only 3 in stock',
      {
        sku: 'UNGA-2',
        available: 3,
        requested: 5,
        line: 1,
        branchId: '0b7c6f0e-7a44-4d0c-9d0e-5c2b0b6f1a11',
        branchName: 'Nairobi CBD',
        fields: { 'lines.0.qty': 'Only 3 in stock at Nairobi CBD' },
      },
    );
    expect(sw(err)).toBe('Mstari 1: tawi la Nairobi CBD lina 3 tu za UNGA-2, zimeombwa 5');
    expect(fieldErrorText(err.fields['lines.0.qty'] ?? '', swahili)).toBe('Zipo 3 tu stoo ya Nairobi CBD');
  });

  it('words a stock movement short of stock from its sku and quantities, decimals as they are', () => {
    const err = refusal(422, 'insufficient-stock', 'Insufficient stock', {
      sku: 'SUKARI-1',
      available: '2.500',
      requested: 4,
    });
    expect(sw(err)).toBe('Stoo ya SUKARI-1 haitoshi: zipo 2.5, zimeombwa 4');
    expect(sw(refusal(422, 'insufficient-stock', 'Insufficient stock'))).toBe('Stoo haitoshi');
  });

  it('gives money as KES and dates as the app shows them', () => {
    const funds = refusal(
      422,
      'insufficient-funds',
      'M-Pesa holds KES 1,500.00; KES 2,000.00 would take it below zero',
      {
        accountId: 'a',
        branchId: 'b',
        balance: 1500,
        amount: 2000,
        date: '2026-03-05',
      },
    );
    expect(sw(funds)).toBe(
      'Akaunti ina KES 1,500.00 tarehe 05 Mar 2026; kutoa KES 2,000.00 kungeifanya iwe chini ya sifuri',
    );
    const short = refusal(422, 'payment-short', 'The payments are 500.00 short of the total 1200.00', {
      total: 1200,
      paid: 700,
      short: 500,
      fields: { payments: '500.00 short' },
    });
    expect(sw(short)).toBe('Malipo yamepungua KES 500.00 kufikia jumla ya KES 1,200.00');
    expect(fieldErrorText('500.00 short', swahili)).toBe('Imepungua 500.00');
    const locked = refusal(422, 'period-locked', 'The period is locked', {
      lockDate: '2026-01-31',
      date: '2026-01-15',
    });
    expect(sw(locked)).toBe('Kipindi kimefungwa hadi 31 Jan 2026: chagua tarehe ya baadaye');
  });

  it('names a filed VAT month in Swahili, in the message and under the date field', () => {
    const field = 'The VAT return for February 2026 is filed: choose a date in an open month';
    const err = refusal(422, 'vat-period-filed', 'The VAT return for February 2026 is filed', {
      period: '2026-02',
      date: '2026-02-10',
      filingDate: '2026-03-09',
      fields: { date: field },
    });
    const words = 'Ritani ya VAT ya Februari 2026 imewasilishwa: chagua tarehe katika mwezi ulio wazi';
    expect(sw(err)).toBe(words);
    expect(fieldErrorText(field, swahili)).toBe(words);
  });

  it('words a sentence of the server it knows when the details say no more', () => {
    const weak = refusal(400, 'weak-password', 'Password must be at least 8 characters long', {
      rule: 'minLength',
      fields: { password: 'Password must be at least 8 characters long' },
    });
    expect(sw(weak)).toBe('Nenosiri liwe na angalau herufi 8');
    const date = refusal(422, 'invalid-date', "The date 01 Mar 2026 is before INV-0004's date 05 Mar 2026", {
      date: '2026-03-01',
      documentDate: '2026-03-05',
    });
    expect(sw(date)).toBe('Tarehe 01 Mar 2026 iko kabla ya tarehe ya INV-0004 (05 Mar 2026)');
    const branch = refusal(403, 'forbidden', 'You do not have access to this branch');
    expect(sw(branch)).toBe('Huna ruhusa ya tawi hili');
  });

  it("falls back to the code's sentence, then to the server's message", () => {
    const fields = refusal(400, 'validation-error', 'Some fields are invalid', {
      fields: { name: 'Too small: expected string to have >=1 characters' },
    });
    expect(sw(fields)).toBe('Baadhi ya sehemu si sahihi');
    expect(sw(refusal(409, 'invalid-state', 'INV-0003 is already void'))).toBe('INV-0003 is already void');
    expect(sw(refusal(404, 'not-found', 'Customer not found'))).toBe('Haikupatikana: huenda imefutwa');
    expect(sw(refusal(404, 'not-found', 'No product with barcode or SKU 6001', { code: '6001' }))).toBe(
      'Hakuna bidhaa yenye barcode au SKU 6001',
    );
  });

  it('says what the client itself reports: no answer, a late one, an answer without a body', () => {
    const network = new ApiError({
      status: 0,
      code: 'network-request-failed',
      message: 'Network problem: check your connection',
    });
    expect(sw(network)).toBe('Tatizo la mtandao: angalia muunganisho wako');
    expect(sw(new ApiError({ status: 502, code: 'http-502', message: 'The server answered 502' }))).toBe(
      'Seva ilijibu 502',
    );
  });

  it('names the document an M-Pesa code is already on, and the customer over their credit limit', () => {
    const used = refusal(409, 'duplicate-reference', 'This reference is already used by receipt RCT-0003', {
      fields: { reference: 'QGH7K2L9XM is already used by receipt RCT-0003' },
      usedBy: { type: 'receipt', id: 'r', number: 'RCT-0003' },
    });
    expect(sw(used)).toBe('Kumbukumbu hii imeshatumika kwenye RCT-0003');
    const limit = refusal(
      422,
      'credit-limit-exceeded',
      'This invoice takes the customer past their credit limit',
      {
        creditLimit: 50000,
        balance: 42000,
        total: 10000,
      },
    );
    expect(sw(limit)).toBe(
      'Ankara hii inampitisha mteja kikomo chake cha mkopo cha KES 50,000.00: anadaiwa KES 42,000.00 na ankara ni KES 10,000.00',
    );
  });
});

describe("a field's message in the interface language", () => {
  it("words the contracts' and the server's sentences, with their figures", () => {
    expect(fieldErrorText('Choose a supplier', swahili)).toBe('Chagua msambazaji');
    expect(fieldErrorText('At most 2 decimals', swahili)).toBe('Desimali zisizozidi 2');
    expect(fieldErrorText('At most 1250.00', swahili)).toBe('Isizidi 1250.00');
    expect(fieldErrorText('Already on product UNGA-2', swahili)).toBe('Tayari iko kwenye bidhaa UNGA-2');
  });

  it('leaves English, and a sentence it does not know, as they are', () => {
    expect(fieldErrorText('Choose a supplier', english)).toBe('Choose a supplier');
    expect(fieldErrorText('Something new', swahili)).toBe('Something new');
  });
});
