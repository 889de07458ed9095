import { TAX_CATEGORIES } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../shared/i18n/area-text';
import { changedFigures, formatNetVat, netVatKind, taxCategoryLabel, vatYears } from './vat-format';

const t = areaText('tax');

describe('VAT summary formatting', () => {
  it('calls a positive net VAT payable and a negative one a credit, shown without its sign', () => {
    expect(netVatKind(40)).toBe('Payable');
    expect(netVatKind(-24.5)).toBe('Credit');
    expect(netVatKind(0)).toBe('Nil');
    expect(formatNetVat(1234.5, t)).toBe('KES 1,234.50 payable');
    expect(formatNetVat(-24, t)).toBe('KES 24.00 credit');
    expect(formatNetVat(0, t)).toBe('KES 0.00');
  });

  it('offers this year first, then earlier ones, never before 2000', () => {
    expect(vatYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(vatYears(2001, 4)).toEqual([2001, 2000]);
  });

  it('names the tax categories as the KRA eTIMS tax types', () => {
    expect(taxCategoryLabel('A', t)).toBe('A - Exempt');
    expect(taxCategoryLabel('E', t)).toBe('E - 8% VAT');
    // the English is the domain's own label, every category of it
    for (const c of TAX_CATEGORIES) expect(taxCategoryLabel(c.code, t)).toBe(c.label);
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
    expect(changedFigures(filed, filed, t)).toEqual([]);
    expect(changedFigures(filed, { ...filed, totalPurchases: 800, inputVat: 128, netVat: -8 }, t)).toEqual([
      'Purchases: filed KES 600.00, now KES 800.00',
      'Input VAT: filed KES 96.00, now KES 128.00',
      'Net VAT: filed KES 40.00 payable, now KES 8.00 credit',
    ]);
  });
});
