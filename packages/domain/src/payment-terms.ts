import { addDays } from './dates';

export const PAYMENT_TERM_CODES = ['net_15', 'net_30', 'net_45', 'net_60', 'due_on_receipt', 'cod'] as const;
export type PaymentTermCode = (typeof PAYMENT_TERM_CODES)[number];

export interface PaymentTerm {
  readonly code: PaymentTermCode;
  readonly label: string;
  readonly days: number;
}

export const PAYMENT_TERMS: readonly PaymentTerm[] = [
  { code: 'net_15', label: 'Net 15', days: 15 },
  { code: 'net_30', label: 'Net 30', days: 30 },
  { code: 'net_45', label: 'Net 45', days: 45 },
  { code: 'net_60', label: 'Net 60', days: 60 },
  { code: 'due_on_receipt', label: 'Due on Receipt', days: 0 },
  { code: 'cod', label: 'Cash on Delivery', days: 0 },
];

export function isPaymentTermCode(value: unknown): value is PaymentTermCode {
  return typeof value === 'string' && (PAYMENT_TERM_CODES as readonly string[]).includes(value);
}

/** Days of a payment term; throws RangeError for an unknown code. */
export function paymentTermDays(code: PaymentTermCode): number {
  const term = PAYMENT_TERMS.find((t) => t.code === code);
  if (!term) throw new RangeError(`Unknown payment term: '${String(code)}'`);
  return term.days;
}

/** Document date ('YYYY-MM-DD') plus the term's days. */
export function dueDate(isoDate: string, code: PaymentTermCode): string {
  return addDays(isoDate, paymentTermDays(code));
}
