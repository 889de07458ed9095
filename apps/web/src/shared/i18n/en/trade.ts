/** Trade: suppliers, purchase orders, goods receipts, bills, payments: the English text (the reference the Swahili is typed against). */
export const trade = {} as const;
