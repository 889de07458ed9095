import type { dashboard as english } from '../en/dashboard';
import type { Translated } from '../translated';

/** The dashboards, in Kiswahili. */
export const dashboard: Translated<typeof english> = {};
