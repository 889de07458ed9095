import type { Language } from '@tawi/domain';
import type { PayrollDocumentLabels } from './payroll-document-labels';
import { ENGLISH } from './payroll-document-labels-en';
import { SWAHILI } from './payroll-document-labels-sw';

/** The payslip's and the P9A's words in each document language. */
export const PAYROLL_DOCUMENT_LABELS: Readonly<Record<Language, PayrollDocumentLabels>> = {
  en: ENGLISH,
  sw: SWAHILI,
};
