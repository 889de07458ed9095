import type { documents as english } from '../en/documents';
import type { Translated } from '../translated';

/** The document kit shared by sales and trade documents (lines editor, totals, document pages), in Kiswahili. */
export const documents: Translated<typeof english> = {};
