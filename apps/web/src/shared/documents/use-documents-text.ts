import type { Language } from '@tawi/domain';
import { documents } from '../../shared/i18n/en/documents';
import { useFeatureText, useFeatureTextIn } from '../../shared/i18n/feature-text';

/** `t` for the documents area's text (keys in shared/i18n/en/documents.ts). */
export const useDocumentsText = () => useFeatureText('documents', documents);

/** The documents area's `t` in `language` (a document in the company's language). */
export const useDocumentsTextIn = (language: Language) => useFeatureTextIn('documents', documents, language);
