import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY, formatDate } from '../../shared/format';

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

/** 'INV-4471 of 09 Nov 2026', the number alone without a date, an em dash without a number. */
export function supplierInvoiceText(
  number: string | null,
  date: string | null,
  t: TFunction<'trade'>,
): string {
  if (!number) return EMPTY_DISPLAY;
  return date ? t('common.supplierInvoice', { number, date: formatDate(date) }) : number;
}
