import type { Language } from '@tawi/domain';
import type { DocumentLabels } from './document-labels';
import { ENGLISH } from './document-labels-en';
import { SWAHILI } from './document-labels-sw';

/** The customer documents' words in each document language. */
export const DOCUMENT_LABELS: Readonly<Record<Language, DocumentLabels>> = { en: ENGLISH, sw: SWAHILI };
