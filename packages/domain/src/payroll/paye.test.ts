import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import { computePaye, taxOnBands } from './paye';
import { PAYE_RULES } from './rates';
import { payrollRulesFor } from './rules';

const bands2023 = payrollRulesFor('2025-06').paye.bands;
const bands2021 = payrollRulesFor('2023-06').paye.bands;

describe('taxOnBands', () => {
  it('gives the KENYA.md cumulative tax at the band tops', () => {
    expect(taxOnBands(24_000, bands2023).toFixed()).toBe('2400.00');
    expect(taxOnBands(32_333, bands2023).toFixed()).toBe('4483.25');
    expect(taxOnBands(500_000, bands2023).toFixed()).toBe('144783.35');
    expect(taxOnBands(800_000, bands2023).toFixed()).toBe('242283.35');
    expect(taxOnBands(1_000_000, bands2023).toFixed()).toBe('312283.35');
  });

  it('uses 30% on all pay above 32,333 before July 2023', () => {
    expect(taxOnBands(500_000, bands2021).toFixed()).toBe('144783.35');
    expect(taxOnBands(800_000, bands2021).toFixed()).toBe('234783.35');
    expect(taxOnBands(1_000_000, bands2021).toFixed()).toBe('294783.35');
  });

  it('is 0 for no pay, exact inside a band and rounds half-up once', () => {
    expect(taxOnBands(0, bands2023).toFixed()).toBe('0.00');
    expect(taxOnBands(-5, bands2023).toFixed()).toBe('0.00');
    expect(taxOnBands('0.05', bands2023).toFixed()).toBe('0.01');
    expect(taxOnBands('32333.05', bands2023).toFixed()).toBe('4483.27'); // 4483.265 -> .27
  });

  it('rejects malformed bands', () => {
    expect(() => taxOnBands(50_000, [{ upTo: 24_000, rate: 0.1 }])).toThrow(RangeError);
    expect(() =>
      taxOnBands(50_000, [
        { upTo: 24_000, rate: 0.1 },
        { upTo: 20_000, rate: 0.2 },
        { upTo: null, rate: 0.3 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('computePaye', () => {
  const rule = PAYE_RULES[PAYE_RULES.length - 1]!;

  it('takes the reliefs off the band tax and never goes below 0', () => {
    const r = computePaye({ taxablePay: Money.of(44_875), resident: true, rule, reliefs: Money.of(2_400) });
    expect([r.taxBeforeRelief.toFixed(), r.paye.toFixed()]).toEqual(['8245.85', '5845.85']);
    const low = computePaye({ taxablePay: Money.of(20_000), resident: true, rule, reliefs: Money.of(2_400) });
    expect([low.taxBeforeRelief.toFixed(), low.paye.toFixed()]).toEqual(['2000.00', '0.00']);
  });

  it('taxes a non-resident at the flat rate on the whole taxable pay', () => {
    const r = computePaye({ taxablePay: Money.of(91_430), resident: false, rule, reliefs: Money.zero() });
    expect([r.taxBeforeRelief.toFixed(), r.paye.toFixed()]).toEqual(['27429.00', '27429.00']);
  });
});
