/** Settings: business profile, branches, users and roles, templates, eTIMS and the rest: the English text (the reference the Swahili is typed against). */
export const settings = {} as const;
