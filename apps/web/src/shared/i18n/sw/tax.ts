import type { tax as english } from '../en/tax';
import type { Translated } from '../translated';

/** VAT summary, VAT3, withholding and eTIMS screens, in Kiswahili. */
export const tax: Translated<typeof english> = {};
