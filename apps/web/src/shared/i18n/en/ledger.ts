/** The ledger: accounts, journals, expenses: the English text (the reference the Swahili is typed against). */
export const ledger = {} as const;
