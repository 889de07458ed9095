import type { ledger as english } from '../en/ledger';
import type { Translated } from '../translated';

/** The ledger: accounts, journals, expenses, in Kiswahili. */
export const ledger: Translated<typeof english> = {};
