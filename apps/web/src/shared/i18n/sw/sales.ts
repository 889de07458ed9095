import type { sales as english } from '../en/sales';
import type { Translated } from '../translated';

/** Invoices, estimates, sales orders and the counter sale, in Kiswahili. */
export const sales: Translated<typeof english> = {};
