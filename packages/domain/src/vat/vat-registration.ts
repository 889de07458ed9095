/**
 * Whether a company charges VAT on a document (VAT Act 2013 s.34: only a registered person charges
 * VAT, from the date the registration takes effect; KRA "VAT registration"
 * https://www.kra.go.ke/individual/filing-paying/types-of-taxes/value-added-tax). An unregistered
 * company's sales carry no VAT whatever their tax category, and the VAT it pays on purchases is
 * part of the cost (no input VAT to claim).
 */
export interface VatRegistration {
  vatRegistered: boolean;
  /** The date the registration takes effect (YYYY-MM-DD); null when not registered. */
  vatRegisteredFrom: string | null;
}

export const NOT_VAT_REGISTERED: VatRegistration = { vatRegistered: false, vatRegisteredFrom: null };

/** A document dated `date` charges VAT: the company is registered and the date is on or after the effective date. */
export function chargesVat(registration: VatRegistration, date: string): boolean {
  const from = registration.vatRegisteredFrom;
  return registration.vatRegistered && from !== null && date >= from;
}

/** The first VAT month (YYYY-MM) of a registration; null when not registered. */
export function firstVatPeriod(registration: VatRegistration): string | null {
  return registration.vatRegistered && registration.vatRegisteredFrom
    ? registration.vatRegisteredFrom.slice(0, 7)
    : null;
}

export type VatRegistrationProblem = 'kra-pin-required' | 'effective-date-required';

/** What a registration lacks: registering needs the company's KRA PIN and the date it takes effect. */
export function vatRegistrationProblems(
  registration: VatRegistration & { kraPin: string | null },
): VatRegistrationProblem[] {
  if (!registration.vatRegistered) return [];
  return [
    ...(registration.kraPin ? [] : ['kra-pin-required' as const]),
    ...(registration.vatRegisteredFrom ? [] : ['effective-date-required' as const]),
  ];
}
