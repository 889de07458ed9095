/** Kenyan formats (KENYA.md "Formats"). */

/** A = individual, P = non-individual. */
export const KRA_PIN_PATTERN = /^[AP]\d{9}[A-Z]$/;

/** Accepts +254…, 254… and 0… forms of a mobile number starting 7 or 1. */
export const KENYAN_PHONE_PATTERN = /^(?:\+?254|0)([17]\d{8})$/;

export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;

export function isKraPin(s: string | null | undefined): boolean {
  return typeof s === 'string' && KRA_PIN_PATTERN.test(s);
}

/** '0712 345-678' -> '+254712345678'; spaces and dashes are ignored; anything else: null. */
export function normalizeKenyanPhone(s: string): string | null {
  if (typeof s !== 'string') return null;
  const m = KENYAN_PHONE_PATTERN.exec(s.replace(/[\s-]/g, ''));
  return m ? `+254${m[1]}` : null;
}

/**
 * A search term as the start (or part) of a stored +254 number: '0712 345' -> '+254712345',
 * '254712' -> '+254712', '+2547' stays; a term that is not a phone number's digits: undefined.
 */
export function phoneSearchTerm(search: string): string | undefined {
  const s = search.replace(/[\s-]/g, '');
  if (/^0[17]\d{0,8}$/.test(s)) return `+254${s.slice(1)}`;
  if (/^254\d{1,9}$/.test(s)) return `+${s}`;
  if (/^\+254\d{0,9}$/.test(s)) return s;
  return undefined;
}

/** M-Pesa receipt code: 10 upper-case letters/digits, e.g. 'TLC8U0QFQ7'. */
export function isMpesaCode(s: string | null | undefined): boolean {
  return typeof s === 'string' && MPESA_CODE_PATTERN.test(s);
}

export const COUNTRIES = [{ name: 'Kenya', dialCode: '+254', isoCode: 'KE', flag: '🇰🇪' }] as const;
