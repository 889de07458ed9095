import type { reports as english } from '../en/reports';
import type { Translated } from '../translated';

/** Financial, sales, inventory and insight reports, in Kiswahili. */
export const reports: Translated<typeof english> = {};
