import type { banking as english } from '../en/banking';
import type { Translated } from '../translated';

/** Banking: accounts, M-Pesa, reconciliation, in Kiswahili. */
export const banking: Translated<typeof english> = {};
