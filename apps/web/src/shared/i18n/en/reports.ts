/** Financial, sales, inventory and insight reports: the English text (the reference the Swahili is typed against). */
export const reports = {} as const;
