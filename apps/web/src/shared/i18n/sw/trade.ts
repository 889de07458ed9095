import type { trade as english } from '../en/trade';
import type { Translated } from '../translated';

/** Trade: suppliers, purchase orders, goods receipts, bills, payments, in Kiswahili. */
export const trade: Translated<typeof english> = {};
