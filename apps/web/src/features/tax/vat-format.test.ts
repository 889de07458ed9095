import { describe, expect, it } from 'vitest';
import { changedFigures, formatNetVat, netVatKind, taxCategoryLabel, vatYears } from './vat-format';

describe('VAT summary formatting', () => {
  it('calls a positive net VAT payable and a negative one a credit, shown without its sign', () => {
    expect(netVatKind(40)).toBe('Payable');
    expect(netVatKind(-24.5)).toBe('Credit');
    expect(netVatKind(0)).toBe('Nil');
    expect(formatNetVat(1234.5)).toBe('KES 1,234.50 payable');
    expect(formatNetVat(-24)).toBe('KES 24.00 credit');
    expect(formatNetVat(0)).toBe('KES 0.00');
  });

  it('offers this year first, then earlier ones, never before 2000', () => {
    expect(vatYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(vatYears(2001, 4)).toEqual([2001, 2000]);
  });

  it('names the tax categories as the KRA eTIMS tax types', () => {
    expect(taxCategoryLabel('A')).toBe('A - Exempt');
    expect(taxCategoryLabel('E')).toBe('E - 8% VAT');
  });

  it('lists the figures that moved since filing, filed then now', () => {
    const filed = {
      totalSales: 1250,
      outputVat: 136,
      totalPurchases: 600,
      inputVat: 96,
      withholdingCredits: 0,
      netVat: 40,
    };
    expect(changedFigures(filed, filed)).toEqual([]);
    expect(changedFigures(filed, { ...filed, totalPurchases: 800, inputVat: 128, netVat: -8 })).toEqual([
      'Purchases: filed KES 600.00, now KES 800.00',
      'Input VAT: filed KES 96.00, now KES 128.00',
      'Net VAT: filed KES 40.00 payable, now KES 8.00 credit',
    ]);
  });
});
