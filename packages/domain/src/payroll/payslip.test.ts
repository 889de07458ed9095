import { describe, expect, it } from 'vitest';
import { computePayslip, type Payslip, type PayslipInput } from './payslip';

const slip = (period: string, basicSalary: number, extra: Partial<PayslipInput> = {}) =>
  computePayslip({ period, basicSalary, ...extra });

/** The figures of a payslip a reader checks, as 2-decimal strings. */
const summary = (p: Payslip) => ({
  nssf: p.nssfEmployee.toFixed(),
  health: `${p.healthScheme} ${(p.healthScheme === 'shif' ? p.shif : p.nhif).toFixed()}`,
  ahl: p.housingLevy.toFixed(),
  taxable: p.taxablePay.toFixed(),
  tax: p.taxBeforeRelief.toFixed(),
  reliefs: [p.reliefs.personal, p.reliefs.insurance, p.reliefs.housing].map((m) => m.toFixed()).join(' / '),
  paye: p.paye.toFixed(),
  net: p.netPay.toFixed(),
});

describe('computePayslip across the rule changes (50,000 gross, hand-computed)', () => {
  it('January 2023: old NSSF 200, NHIF with insurance relief, no levy, 30% top band', () => {
    expect(summary(slip('2023-01', 50_000))).toEqual({
      nssf: '200.00',
      health: 'nhif 1200.00',
      ahl: '0.00',
      taxable: '49800.00',
      tax: '9723.35',
      reliefs: '2400.00 / 180.00 / 0.00',
      paye: '7143.35',
      net: '41456.65',
    });
    expect(slip('2023-01', 50_000).employerContributions.toFixed()).toBe('250.00');
  });

  it('January 2024: NSSF year 1, levy not deductible and no housing relief yet', () => {
    expect(summary(slip('2024-01', 50_000))).toEqual({
      nssf: '1080.00',
      health: 'nhif 1200.00',
      ahl: '750.00',
      taxable: '48920.00',
      tax: '9459.35',
      reliefs: '2400.00 / 180.00 / 0.00',
      paye: '6879.35',
      net: '40090.65',
    });
  });

  it('February 2024: NSSF year 2', () => {
    expect(summary(slip('2024-02', 50_000))).toMatchObject({
      nssf: '2160.00',
      paye: '6555.35',
      net: '39334.65',
    });
  });

  it('September 2024: housing relief 15% of the levy and NHIF insurance relief', () => {
    expect(summary(slip('2024-09', 50_000))).toEqual({
      nssf: '2160.00',
      health: 'nhif 1200.00',
      ahl: '750.00',
      taxable: '47840.00',
      tax: '9135.35',
      reliefs: '2400.00 / 180.00 / 112.50',
      paye: '6442.85',
      net: '39447.15',
    });
  });

  it('November 2024: SHIF, not deductible and not eligible for insurance relief', () => {
    expect(summary(slip('2024-11', 50_000))).toEqual({
      nssf: '2160.00',
      health: 'shif 1375.00',
      ahl: '750.00',
      taxable: '47840.00',
      tax: '9135.35',
      reliefs: '2400.00 / 0.00 / 112.50',
      paye: '6622.85',
      net: '39092.15',
    });
  });

  it('December 2024: SHIF and levy deducted before tax, housing relief gone', () => {
    expect(summary(slip('2024-12', 50_000))).toEqual({
      nssf: '2160.00',
      health: 'shif 1375.00',
      ahl: '750.00',
      taxable: '45715.00',
      tax: '8497.85',
      reliefs: '2400.00 / 0.00 / 0.00',
      paye: '6097.85',
      net: '39617.15',
    });
    expect(slip('2024-12-27', 50_000).paye.toFixed()).toBe('6097.85');
  });

  it('August 2023, 1,000,000: 35% band, NHIF capped at 1,700', () => {
    const p = slip('2023-08', 1_000_000);
    expect(summary(p)).toEqual({
      nssf: '1080.00',
      health: 'nhif 1700.00',
      ahl: '15000.00',
      taxable: '998920.00',
      tax: '311905.35',
      reliefs: '2400.00 / 255.00 / 0.00',
      paye: '309250.35',
      net: '672969.65',
    });
    expect(p.employerContributions.toFixed()).toBe('16130.00');
  });
});

describe('computePayslip inputs', () => {
  it('adds allowances and overtime into gross pay', () => {
    const p = slip('2025-03', 40_000, {
      allowances: { transport: 3_000, housing: 5_000, lunch: 2_000 },
      overtimeHours: 10,
      overtimeRate: 250,
    });
    expect(p.allowances.total.toFixed()).toBe('10000.00');
    expect(p.overtime.toFixed()).toBe('2500.00');
    expect(p.gross.toFixed()).toBe('52500.00');
    expect(summary(p)).toEqual({
      nssf: '3150.00',
      health: 'shif 1443.75',
      ahl: '787.50',
      taxable: '47118.75',
      tax: '8918.98', // 8918.975 half-up
      reliefs: '2400.00 / 0.00 / 0.00',
      paye: '6518.98',
      net: '40599.77',
    });
    expect([p.nssfTierI, p.nssfTierII].map((m) => m.toFixed())).toEqual(['480.00', '2670.00']);
    expect(p.totalDeductions.toFixed()).toBe('11900.23');
    expect(p.employerContributions.toFixed()).toBe('3987.50');
  });

  it('rounds overtime to cents', () => {
    expect(slip('2025-03', 0, { overtimeHours: 1.5, overtimeRate: '333.33' }).overtime.toFixed()).toBe(
      '500.00',
    );
    expect(slip('2025-03', 0, { overtimeHours: 2.5, overtimeRate: '0.01' }).overtime.toFixed()).toBe('0.03');
  });

  it('gives insurance relief at 15% of premiums, at most 5,000', () => {
    expect(slip('2025-03', 100_000, { insurancePremium: 10_000 }).paye.toFixed()).toBe('18312.35');
    const capped = slip('2025-03', 100_000, { insurancePremium: 50_000 });
    expect([capped.reliefs.insurance.toFixed(), capped.paye.toFixed()]).toEqual(['5000.00', '14812.35']);
    // With NHIF (2022-2024) the premiums and NHIF count together: 15% x (1,000 + 1,700).
    expect(slip('2024-06', 100_000, { insurancePremium: 1_000 }).reliefs.insurance.toFixed()).toBe('405.00');
  });

  it('caps NSSF plus other pension at 30,000 and 30% of pay from December 2024', () => {
    const p = slip('2025-03', 100_000, { otherPension: 30_000 });
    expect(p.taxDeductions.pension.toFixed()).toBe('30000.00');
    expect([p.taxablePay.toFixed(), p.paye.toFixed()]).toEqual(['65750.00', '12108.35']);
    expect(p.otherPension.toFixed()).toBe('30000.00');
    expect([p.totalDeductions.toFixed(), p.netPay.toFixed()]).toEqual(['50678.35', '49321.65']);
    const share = slip('2025-03', 50_000, { otherPension: 20_000 });
    expect([share.taxDeductions.pension.toFixed(), share.paye.toFixed()]).toEqual(['15000.00', '2245.85']);
  });

  it('caps pension at 20,000 before December 2024', () => {
    const p = slip('2024-11', 100_000, { otherPension: 25_000 });
    expect([p.taxDeductions.pension.toFixed(), p.taxablePay.toFixed()]).toEqual(['20000.00', '80000.00']);
    expect([p.reliefs.housing.toFixed(), p.paye.toFixed()]).toEqual(['225.00', '16158.35']);
  });

  it('allows mortgage interest and the post-retirement medical fund up to their caps', () => {
    const extra = { mortgageInterest: 40_000, postRetirementMedicalFund: 20_000 };
    const nov = slip('2024-11', 200_000, extra).taxDeductions;
    const dec = slip('2024-12', 200_000, extra).taxDeductions;
    expect([nov.mortgageInterest.toFixed(), nov.postRetirementMedicalFund.toFixed()]).toEqual([
      '25000.00',
      '0.00',
    ]);
    expect([dec.mortgageInterest.toFixed(), dec.postRetirementMedicalFund.toFixed()]).toEqual([
      '30000.00',
      '15000.00',
    ]);
    // Neither is deducted from pay: only from taxable pay.
    expect(slip('2024-12', 200_000, extra).totalDeductions.lt(slip('2024-12', 200_000).totalDeductions)).toBe(
      true,
    );
  });

  it('never lets taxable pay go below 0', () => {
    const p = slip('2025-03', 20_000, { mortgageInterest: 30_000 });
    expect([p.taxablePay.toFixed(), p.paye.toFixed()]).toEqual(['0.00', '0.00']);
  });

  it('taxes a non-resident at a flat 30% with no reliefs', () => {
    const p = slip('2025-03', 100_000, { resident: false, insurancePremium: 10_000 });
    expect(summary(p)).toEqual({
      nssf: '4320.00',
      health: 'shif 2750.00',
      ahl: '1500.00',
      taxable: '91430.00',
      tax: '27429.00',
      reliefs: '0.00 / 0.00 / 0.00',
      paye: '27429.00',
      net: '64001.00',
    });
    expect(p.resident).toBe(false);
  });

  it('charges no PAYE when the tax is below the personal relief', () => {
    expect(summary(slip('2025-03', 20_000))).toMatchObject({
      taxable: '17950.00',
      paye: '0.00',
      net: '17950.00',
    });
  });

  it('lets the SHIF minimum exceed a tiny gross pay (net below 0)', () => {
    expect(slip('2025-03', 300).netPay.toFixed()).toBe('-22.50');
  });

  it('reports the rules it used', () => {
    const { rules } = slip('2025-03', 50_000);
    expect(rules.period).toBe('2025-03');
    expect([rules.paye.from, rules.nssf.from, rules.health.from, rules.taxDeductions.from]).toEqual([
      '2023-07',
      '2025-02',
      '2024-10',
      '2024-12',
    ]);
    expect([rules.reliefs.from, rules.housingLevy.from, rules.nita.from]).toEqual([
      '2024-12',
      '2024-03',
      '2021-01',
    ]);
  });

  it('rejects negative amounts and bad periods', () => {
    expect(() => slip('2025-03', -1)).toThrow(RangeError);
    expect(() => slip('2025-03', 1_000, { allowances: { lunch: -5 } })).toThrow(RangeError);
    expect(() => slip('2025-03', 1_000, { overtimeHours: -1, overtimeRate: 100 })).toThrow(RangeError);
    expect(() => slip('2025-03', 1_000, { insurancePremium: -1 })).toThrow(RangeError);
    expect(() => slip('2025/03', 1_000)).toThrow(RangeError);
    expect(() => slip('2020-06', 1_000)).toThrow(RangeError);
  });

  it('PAYE can fall at an NHIF band edge while NHIF earned insurance relief (2022 to Sep 2024)', () => {
    const below = slip('2023-08', 49_999);
    const at = slip('2023-08', 50_000);
    expect([below.nhif.toFixed(), below.reliefs.insurance.toFixed(), below.paye.toFixed()]).toEqual([
      '1100.00',
      '165.00',
      '6894.05',
    ]);
    expect([at.nhif.toFixed(), at.reliefs.insurance.toFixed(), at.paye.toFixed()]).toEqual([
      '1200.00',
      '180.00',
      '6879.35',
    ]);
  });
});
