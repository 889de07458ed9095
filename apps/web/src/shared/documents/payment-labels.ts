import { PAYMENT_METHODS } from '@tawi/contracts';
import { isPaymentTermCode, PAYMENT_TERMS, type PaymentTermCode } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { documents } from '../i18n/en/documents';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

// In English, for the lists not yet translated; the functions taking `t` say them in the interface language.
export const PAYMENT_TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t.code, label: t.label }));

export function paymentTermLabel(code: PaymentTermCode): string {
  return PAYMENT_TERMS.find((t) => t.code === code)?.label ?? code;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = documents.paymentMethods;

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
}));

/** A payment term in the interface language ('Net 30'); an unknown code as it is. */
export const paymentTermText = (t: TFunction<'documents'>, code: string): string =>
  isPaymentTermCode(code) ? t(`paymentTerms.${code}`) : code;

export const paymentTermOptions = (t: TFunction<'documents'>) =>
  PAYMENT_TERMS.map((term) => ({ value: term.code, label: paymentTermText(t, term.code) }));

/** A payment method in the interface language ('Cash', 'M-Pesa'). */
export const paymentMethodText = (t: TFunction<'documents'>, method: PaymentMethod): string =>
  t(`paymentMethods.${method}`);

export const paymentMethodOptions = (t: TFunction<'documents'>) =>
  PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodText(t, m) }));
