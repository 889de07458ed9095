/** The dashboards: the English text (the reference the Swahili is typed against). */
export const dashboard = {} as const;
