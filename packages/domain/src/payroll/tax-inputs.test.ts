import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipInput } from './payslip';

/**
 * Worked figures for each employee tax input, March 2025 (NSSF limits 8,000 / 72,000; post-Dec-2024
 * deductions). Base: KENYA.md's 100,000 example: NSSF 4,320, SHIF 2,750, AHL 1,500, taxable 91,430,
 * tax 22,212.35, PAYE 19,812.35.
 */
const base: PayslipInput = { period: '2025-03', basicSalary: 100_000 };
const slip = (extra: Partial<PayslipInput>) => computePayslip({ ...base, ...extra });

describe('PAYE with employee tax inputs', () => {
  it('the base case is KENYA.md worked example 2', () => {
    const p = slip({});
    expect(p.taxablePay.toFixed()).toBe('91430.00');
    expect(p.paye.toFixed()).toBe('19812.35');
    expect(p.totalGross.toFixed()).toBe('100000.00');
  });

  it('registered pension: NSSF + pension deductible, capped at 30,000 a month', () => {
    const p = slip({ otherPension: 10_000 });
    // 100,000 - (4,320 + 10,000) - 2,750 - 1,500 = 81,430; 4,483.25 + 49,097 x 30% = 19,212.35
    expect(p.taxDeductions.pension.toFixed()).toBe('14320.00');
    expect(p.taxablePay.toFixed()).toBe('81430.00');
    expect(p.paye.toFixed()).toBe('16812.35');
    expect(p.netPay.toFixed()).toBe('64617.65');
    // paid straight to the scheme: same tax, but not taken from pay
    const direct = slip({ registeredPension: 10_000 });
    expect(direct.paye.toFixed()).toBe('16812.35');
    expect(direct.netPay.toFixed()).toBe('74617.65');
    const capped = slip({ otherPension: 40_000 });
    expect(capped.taxDeductions.pension.toFixed()).toBe('30000.00');
    expect(capped.taxablePay.toFixed()).toBe('65750.00');
    expect(capped.paye.toFixed()).toBe('12108.35');
  });

  it('mortgage interest capped at 30,000 and post-retirement medical fund at 15,000', () => {
    const m = slip({ mortgageInterest: 40_000 });
    expect(m.taxDeductions.mortgageInterest.toFixed()).toBe('30000.00');
    expect(m.taxablePay.toFixed()).toBe('61430.00');
    expect(m.paye.toFixed()).toBe('10812.35');
    const f = slip({ postRetirementMedicalFund: 20_000 });
    expect(f.taxDeductions.postRetirementMedicalFund.toFixed()).toBe('15000.00');
    expect(f.taxablePay.toFixed()).toBe('76430.00');
    expect(f.paye.toFixed()).toBe('15312.35');
  });

  it('insurance relief: 15% of premiums, at most 5,000 a month', () => {
    expect(slip({ insurancePremium: 10_000 }).reliefs.insurance.toFixed()).toBe('1500.00');
    expect(slip({ insurancePremium: 10_000 }).paye.toFixed()).toBe('18312.35');
    expect(slip({ insurancePremium: 50_000 }).reliefs.insurance.toFixed()).toBe('5000.00');
    expect(slip({ insurancePremium: 50_000 }).paye.toFixed()).toBe('14812.35');
  });

  it('disability exemption certificate: the first 150,000 of taxable pay a month is exempt', () => {
    const p = slip({ basicSalary: 200_000, disabilityExempt: true });
    // 200,000 - 4,320 - 5,500 - 3,000 = 187,180; less 150,000 = 37,180; 4,483.25 + 4,847 x 30% - 2,400
    expect(p.taxablePay.toFixed()).toBe('187180.00');
    expect(p.disabilityExemption.toFixed()).toBe('150000.00');
    expect(p.chargeablePay.toFixed()).toBe('37180.00');
    expect(p.taxBeforeRelief.toFixed()).toBe('5937.35');
    expect(p.paye.toFixed()).toBe('3537.35');
    const low = slip({ disabilityExempt: true });
    expect(low.disabilityExemption.toFixed()).toBe('91430.00');
    expect(low.paye.toFixed()).toBe('0.00');
  });

  it('benefits: car 2% of cost, housing 15% of pay or rent, meals and non-cash above 5,000 taxed in full', () => {
    const p = slip({
      benefits: {
        carCost: 2_000_000,
        carPrescribedValue: 10_000,
        meals: 4_000,
        nonCash: 6_000,
        housingType: 'employer-rented',
        housingValue: 20_000,
      },
    });
    expect(p.benefits.car.toFixed()).toBe('40000.00');
    expect(p.benefits.meals.toFixed()).toBe('0.00');
    expect(p.benefits.nonCash.toFixed()).toBe('6000.00');
    // 15% x (100,000 + 40,000 + 6,000) = 21,900 > rent 20,000
    expect(p.benefits.housing.toFixed()).toBe('21900.00');
    expect(p.totalGross.toFixed()).toBe('167900.00');
    expect(p.nssfEmployee.toFixed()).toBe('4320.00');
    expect(p.taxablePay.toFixed()).toBe('159330.00');
    expect(p.paye.toFixed()).toBe('40182.35');
    // benefits are not cash: net pay is cash pay less deductions
    expect(p.netPay.toFixed()).toBe('51247.65');
    const market = slip({ benefits: { housingType: 'employer-owned', housingValue: 30_000 } });
    expect(market.benefits.housing.toFixed()).toBe('30000.00');
    const prescribed = slip({ benefits: { carCost: 300_000, carPrescribedValue: 8_600 } });
    expect(prescribed.benefits.car.toFixed()).toBe('8600.00');
  });

  it('meals and non-cash benefits were exempt only to 3,000 before December 2024', () => {
    expect(slip({ period: '2024-06', benefits: { meals: 4_000 } }).benefits.meals.toFixed()).toBe('4000.00');
    expect(slip({ period: '2024-12', benefits: { meals: 4_000 } }).benefits.meals.toFixed()).toBe('0.00');
  });

  it('non-resident: flat 30% of taxable pay, no reliefs', () => {
    const p = slip({ resident: false, insurancePremium: 10_000 });
    expect(p.taxBeforeRelief.toFixed()).toBe('27429.00');
    expect(p.reliefs.total.toFixed()).toBe('0.00');
    expect(p.paye.toFixed()).toBe('27429.00');
  });

  it('secondary employment: top rate flat, no personal relief, no mortgage interest, insurance relief kept', () => {
    const p = slip({ employment: 'secondary', mortgageInterest: 10_000 });
    expect(p.taxablePay.toFixed()).toBe('91430.00');
    expect(p.reliefs.personal.toFixed()).toBe('0.00');
    expect(p.paye.toFixed()).toBe('32000.50');
    expect(slip({ employment: 'secondary', insurancePremium: 10_000 }).paye.toFixed()).toBe('30500.50');
    // before July 2023 the top rate was 30%
    const old = computePayslip({ period: '2023-05', basicSalary: 100_000, employment: 'secondary' });
    expect(old.taxBeforeRelief.toFixed()).toBe(old.taxablePay.times(0.3).round().toFixed());
  });
});
