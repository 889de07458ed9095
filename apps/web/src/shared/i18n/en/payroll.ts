/** Employees and payroll: the English text (the reference the Swahili is typed against). */
export const payroll = {} as const;
