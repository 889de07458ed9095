/** Inventory: products, stock, transfers, stock counts, adjustments: the English text (the reference the Swahili is typed against). */
export const inventory = {} as const;
