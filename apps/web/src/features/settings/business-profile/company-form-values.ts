import type { Company, PaymentInstructions } from '@tawi/contracts';

/** The twelve months' names in `language` (January first), as the platform's calendar words them. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}

/** The form's starting values: blanks for missing text, so the inputs stay controlled. */
export function companyFormValues(company: Company) {
  return {
    name: company.name,
    kraPin: company.kraPin ?? '',
    vatRegistered: company.vatRegistered,
    vatRegisteredFrom: company.vatRegisteredFrom ?? '',
    sellingPriceIncludesTax: company.sellingPriceIncludesTax,
    vatNumber: company.vatNumber ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    financialYearStartMonth: company.financialYearStartMonth,
    passwordPolicy: { ...company.passwordPolicy },
    paymentInstructions: paymentInstructionValues(company.paymentInstructions),
    allowNegativeStock: company.allowNegativeStock,
    withholdingVatAgent: company.withholdingVatAgent,
    language: company.language,
  };
}

const NO_INSTRUCTIONS: Record<keyof PaymentInstructions, string> = {
  bankName: '',
  bankBranch: '',
  accountName: '',
  accountNumber: '',
  mpesaPaybill: '',
  mpesaAccountNumber: '',
  mpesaTill: '',
  note: '',
};

/** Every payment-instruction field as text ('' for none), so the inputs stay controlled. */
function paymentInstructionValues(p: PaymentInstructions | null): Record<keyof PaymentInstructions, string> {
  const values = { ...NO_INSTRUCTIONS };
  for (const key of Object.keys(values) as (keyof PaymentInstructions)[]) values[key] = p?.[key] ?? '';
  return values;
}

export const COMPANY_FIELDS = [
  'name',
  'kraPin',
  'vatRegistered',
  'vatRegisteredFrom',
  'sellingPriceIncludesTax',
  'vatNumber',
  'address',
  'phone',
  'email',
  'financialYearStartMonth',
  'passwordPolicy',
  'paymentInstructions',
  'allowNegativeStock',
  'withholdingVatAgent',
  'language',
] as const;
