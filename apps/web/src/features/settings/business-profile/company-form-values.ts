import type { Company } from '@tawi/contracts';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The form's starting values: blanks for missing text, so the inputs stay controlled. */
export function companyFormValues(company: Company) {
  return {
    name: company.name,
    kraPin: company.kraPin ?? '',
    vatRegistered: company.vatRegistered,
    vatNumber: company.vatNumber ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    financialYearStartMonth: company.financialYearStartMonth,
    passwordPolicy: { ...company.passwordPolicy },
  };
}

export const COMPANY_FIELDS = [
  'name',
  'kraPin',
  'vatRegistered',
  'vatNumber',
  'address',
  'phone',
  'email',
  'financialYearStartMonth',
  'passwordPolicy',
] as const;
