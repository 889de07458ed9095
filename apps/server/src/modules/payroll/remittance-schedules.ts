import type { Executor } from '@tawi/db';
import { computeNssf, Money, payrollRulesFor, toCsv } from '@tawi/domain';
import type { RequestContext } from '../../platform/request-context';
import { periodRecords } from './payroll-exports';

const m = (v: string) => Money.of(v);

/** 'Jane Wanjiku Mwangi' -> ['Mwangi', 'Jane Wanjiku'] (the portals ask for surname and other names). */
export function surnameFirst(fullName: string): [string, string] {
  const parts = fullName.trim().split(/\s+/);
  const surname = parts.length > 1 ? (parts.pop() ?? '') : (parts[0] ?? '');
  return [surname, parts.length > 0 && parts[0] !== surname ? parts.join(' ') : ''];
}

/**
 * NSSF contributions schedule, after the SF24 monthly contributions return that the NSSF employer
 * self-service portal takes as a bulk upload: one row per member with payroll number, names, KRA PIN,
 * NSSF number, gross pay and the Tier I / Tier II shares (NSSF Act 2013). Followed from the SF24
 * layout as published; the portal's own upload sheet was not at hand to compare column by column.
 */
export const NSSF_SCHEDULE_COLUMNS = [
  'Payroll Number',
  'Surname',
  'Other Names',
  'KRA PIN',
  'NSSF Number',
  'Gross Pay',
  'Tier I Employee',
  'Tier I Employer',
  'Tier II Employee',
  'Tier II Employer',
  'Total Contribution',
] as const;

export async function nssfScheduleCsv(db: Executor, ctx: RequestContext, period: string, branchId?: string) {
  const rule = payrollRulesFor(period).nssf;
  const rows = await periodRecords(db, ctx, period, branchId);
  return toCsv([
    [...NSSF_SCHEDULE_COLUMNS],
    ...rows.map((row) => {
      const nssf = computeNssf(row.grossPay, rule);
      return [
        row.employeeNumber,
        ...surnameFirst(row.employeeName),
        row.kraPin,
        row.nssfNumber,
        m(row.grossPay),
        nssf.tierI,
        nssf.tierI,
        nssf.tierII,
        nssf.tierII,
        m(row.nssf).plus(row.employerNssf),
      ];
    }),
  ]);
}

/**
 * SHIF contributions schedule, after the Social Health Authority's employer "by-product" upload
 * (Social Health Insurance Act 2023; 2.75% of gross): payroll number, names, KRA PIN, SHIF
 * number, gross pay, contribution. The SHA portal's current sheet was not at hand to compare.
 */
export const SHIF_SCHEDULE_COLUMNS = [
  'Payroll Number',
  'First Name',
  'Last Name',
  'KRA PIN',
  'SHIF Number',
  'Gross Pay',
  'SHIF Contribution',
] as const;

export async function shifScheduleCsv(db: Executor, ctx: RequestContext, period: string, branchId?: string) {
  const rows = await periodRecords(db, ctx, period, branchId);
  return toCsv([
    [...SHIF_SCHEDULE_COLUMNS],
    ...rows.map((row) => {
      const [surname, others] = surnameFirst(row.employeeName);
      return [
        row.employeeNumber,
        others,
        surname,
        row.kraPin,
        row.shifNumber,
        m(row.grossPay),
        m(row.healthScheme === 'nhif' ? row.nhif : row.shif),
      ];
    }),
  ]);
}

/**
 * Affordable Housing Levy schedule, after the AHL return on iTax (Affordable Housing Act 2024:
 * 1.5% of gross from the employee and 1.5% from the employer): employee PIN, name, gross pay, the
 * two shares and their total. The iTax AHL sheet's own column order was not at hand to compare.
 */
export const HOUSING_LEVY_SCHEDULE_COLUMNS = [
  'PIN of Employee',
  'Name of Employee',
  'Gross Pay',
  'Employee Contribution',
  'Employer Contribution',
  'Total Levy',
] as const;

export async function housingLevyScheduleCsv(
  db: Executor,
  ctx: RequestContext,
  period: string,
  branchId?: string,
) {
  const rows = await periodRecords(db, ctx, period, branchId);
  return toCsv([
    [...HOUSING_LEVY_SCHEDULE_COLUMNS],
    ...rows.map((row) => [
      row.kraPin,
      row.employeeName,
      m(row.grossPay),
      m(row.housingLevy),
      m(row.employerHousingLevy),
      m(row.housingLevy).plus(row.employerHousingLevy),
    ]),
  ]);
}
