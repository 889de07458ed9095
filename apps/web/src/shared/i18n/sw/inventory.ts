import type { inventory as english } from '../en/inventory';
import type { Translated } from '../translated';

/** Inventory: products, stock, transfers, stock counts, adjustments, in Kiswahili. */
export const inventory: Translated<typeof english> = {};
