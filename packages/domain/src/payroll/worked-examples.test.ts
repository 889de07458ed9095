import { describe, expect, it } from 'vitest';
import { computePayslip, type Payslip } from './payslip';

/** KENYA.md "Worked monthly examples" (resident, no other pension/insurance/mortgage). */
interface Example {
  gross: number;
  periods: string[];
  nssf: string;
  shif: string;
  ahl: string;
  taxable: string;
  taxBeforeRelief: string;
  personalRelief: string;
  paye: string;
  netPay: string;
}

const EXAMPLES: Example[] = [
  {
    gross: 50_000,
    // NSSF 3,000 needs the Feb 2025 limits (UEL 72,000); January 2025 still used UEL 36,000.
    periods: ['2025-02', '2025-12', '2026-03'],
    nssf: '3000.00',
    shif: '1375.00',
    ahl: '750.00',
    taxable: '44875.00',
    taxBeforeRelief: '8245.85',
    personalRelief: '2400.00',
    paye: '5845.85',
    netPay: '39029.15',
  },
  {
    gross: 100_000,
    periods: ['2025-02', '2025-07', '2026-01'],
    nssf: '4320.00',
    shif: '2750.00',
    ahl: '1500.00',
    taxable: '91430.00',
    taxBeforeRelief: '22212.35',
    personalRelief: '2400.00',
    paye: '19812.35',
    netPay: '71617.65',
  },
  {
    gross: 30_000,
    periods: ['2025-01', '2025-02', '2025-12', '2026-02', '2026-12'],
    nssf: '1800.00',
    shif: '825.00',
    ahl: '450.00',
    taxable: '26925.00',
    taxBeforeRelief: '3131.25',
    personalRelief: '2400.00',
    paye: '731.25',
    netPay: '26193.75',
  },
];

const figures = (p: Payslip) => ({
  nssf: p.nssfEmployee.toFixed(),
  shif: p.shif.toFixed(),
  ahl: p.housingLevy.toFixed(),
  taxable: p.taxablePay.toFixed(),
  taxBeforeRelief: p.taxBeforeRelief.toFixed(),
  personalRelief: p.reliefs.personal.toFixed(),
  paye: p.paye.toFixed(),
  netPay: p.netPay.toFixed(),
});

describe('KENYA.md worked examples', () => {
  for (const ex of EXAMPLES) {
    for (const period of ex.periods) {
      it(`${ex.gross} in ${period}`, () => {
        const p = computePayslip({ period, basicSalary: ex.gross });
        const { gross: _g, periods: _p, ...expected } = ex;
        expect(p.gross.toFixed()).toBe(`${ex.gross}.00`);
        expect(figures(p)).toEqual(expected);
        expect(p.healthScheme).toBe('shif');
        expect(p.nhif.toFixed()).toBe('0.00');
        expect(p.reliefs.insurance.toFixed()).toBe('0.00');
        expect(p.reliefs.housing.toFixed()).toBe('0.00');
        // Employer cost on top: NSSF (matching) + AHL + NITA 50.
        expect(p.nssfEmployer.toFixed()).toBe(ex.nssf);
        expect(p.housingLevyEmployer.toFixed()).toBe(ex.ahl);
        expect(p.nita.toFixed()).toBe('50.00');
        expect(p.employerContributions.eq(p.nssfEmployer.plus(p.housingLevyEmployer).plus(50))).toBe(true);
        expect(p.totalDeductions.toFixed()).toBe(p.gross.minus(ex.netPay).toFixed());
      });
    }
  }

  it('50,000 in January 2025 still uses the Feb 2024 NSSF limits (2,160)', () => {
    const p = computePayslip({ period: '2025-01', basicSalary: 50_000 });
    expect(p.nssfEmployee.toFixed()).toBe('2160.00');
    expect(p.taxablePay.toFixed()).toBe('45715.00');
    expect(p.paye.toFixed()).toBe('6097.85');
    expect(p.netPay.toFixed()).toBe('39617.15');
  });
});
