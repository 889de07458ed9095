import { PAYMENT_METHODS } from '@tawi/contracts';
import { PAYMENT_TERMS, type PaymentTermCode } from '@tawi/domain';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t.code, label: t.label }));

export function paymentTermLabel(code: PaymentTermCode): string {
  return PAYMENT_TERMS.find((t) => t.code === code)?.label ?? code;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  mpesa: 'M-Pesa',
  cheque: 'Cheque',
  card: 'Card',
};

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
}));
