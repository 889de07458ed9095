/** Banking: accounts, M-Pesa, reconciliation: the English text (the reference the Swahili is typed against). */
export const banking = {} as const;
