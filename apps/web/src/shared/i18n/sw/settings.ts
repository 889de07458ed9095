import type { settings as english } from '../en/settings';
import type { Translated } from '../translated';

/** Settings: business profile, branches, users and roles, templates, eTIMS and the rest, in Kiswahili. */
export const settings: Translated<typeof english> = {};
