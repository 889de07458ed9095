/** Invoices, estimates, sales orders and the counter sale: the English text (the reference the Swahili is typed against). */
export const sales = {} as const;
