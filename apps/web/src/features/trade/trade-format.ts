import { PAYMENT_METHODS } from '@tawi/contracts';
import { Money, PAYMENT_TERMS, type PaymentTermCode } from '@tawi/domain';

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

/** What is still to come of an order line (never below zero), exact to the 3 decimals quantities keep. */
export function remainingQty(line: { qty: number; receivedQty: number }): number {
  const left = Money.of(line.qty).minus(line.receivedQty);
  return left.isPositive() ? Number(left.toFixed(3)) : 0;
}

export const tradePaths = {
  overview: '/dashboard/trade',
  suppliers: '/dashboard/suppliers',
  supplier: (id: string) => `/dashboard/suppliers/${id}`,
  purchaseOrders: '/dashboard/purchase-orders',
  purchaseOrder: (id: string) => `/dashboard/purchase-orders/${id}`,
  bills: '/dashboard/bills',
  bill: (id: string) => `/dashboard/bills/${id}`,
  payments: '/dashboard/payments',
} as const;
