/** VAT summary, VAT3, withholding and eTIMS screens: the English text (the reference the Swahili is typed against). */
export const tax = {} as const;
