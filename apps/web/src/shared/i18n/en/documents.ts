/** The document kit shared by sales and trade documents (lines editor, totals, document pages): the English text (the reference the Swahili is typed against). */
export const documents = {} as const;
