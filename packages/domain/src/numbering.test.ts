import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIXES, formatDocumentNumber, parseDocumentNumber } from './numbering';

describe('document numbers', () => {
  it('has the prefixes', () => {
    expect(DOCUMENT_PREFIXES).toEqual({
      invoice: 'INV',
      estimate: 'EST',
      salesOrder: 'SO',
      receipt: 'RCT',
      creditNote: 'CN',
      purchaseOrder: 'LPO',
      bill: 'BILL',
      payment: 'PAY',
      transfer: 'TRN',
      bankTransfer: 'BT',
      journalEntry: 'JE',
    });
  });

  it('formats with 4-digit padding', () => {
    expect(formatDocumentNumber('INV', 1)).toBe('INV-0001');
    expect(formatDocumentNumber(DOCUMENT_PREFIXES.purchaseOrder, 42)).toBe('LPO-0042');
    expect(formatDocumentNumber('BILL', 9999)).toBe('BILL-9999');
    expect(formatDocumentNumber('INV', 10000)).toBe('INV-10000');
    expect(() => formatDocumentNumber('INV', 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV', -3)).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV', 1.5)).toThrow(RangeError);
    expect(() => formatDocumentNumber('INV', Number.NaN)).toThrow(RangeError);
    expect(() => formatDocumentNumber('', 1)).toThrow(RangeError);
    expect(() => formatDocumentNumber('inv', 1)).toThrow(RangeError);
  });

  it('parses canonical numbers only', () => {
    expect(parseDocumentNumber('INV-0001')).toEqual({ prefix: 'INV', n: 1 });
    expect(parseDocumentNumber('TRN-10000')).toEqual({ prefix: 'TRN', n: 10000 });
    expect(parseDocumentNumber('JE-0420')).toEqual({ prefix: 'JE', n: 420 });
    for (const bad of [
      'INV-0000',
      'INV-001',
      'INV-00001',
      'INV0001',
      'inv-0001',
      'INV-00a1',
      ' INV-0001',
      '',
    ]) {
      expect(parseDocumentNumber(bad), bad).toBeNull();
    }
  });

  it('property: parse inverts format', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(DOCUMENT_PREFIXES)),
        fc.integer({ min: 1, max: 1e9 }),
        (prefix, n) => {
          const s = formatDocumentNumber(prefix, n);
          expect(s.length).toBe(prefix.length + 1 + Math.max(4, String(n).length));
          expect(parseDocumentNumber(s)).toEqual({ prefix, n });
        },
      ),
    );
  });
});
