import { documents } from '../../shared/i18n/en/documents';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the documents area's text (keys in shared/i18n/en/documents.ts). */
export const useDocumentsText = () => useFeatureText('documents', documents);
