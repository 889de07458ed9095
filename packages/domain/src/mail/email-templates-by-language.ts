import type { Language } from '../language';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplateKind, type EmailTemplateText } from './email-templates';
import { SWAHILI_EMAIL_TEMPLATES } from './email-templates-sw';

/**
 * The defaults in each document language (English, in email-templates.ts, is the reference; a company's
 * own wording is sent as written, whatever its language).
 */
export const DEFAULT_EMAIL_TEMPLATES_IN: Readonly<
  Record<Language, Record<EmailTemplateKind, EmailTemplateText>>
> = { en: DEFAULT_EMAIL_TEMPLATES, sw: SWAHILI_EMAIL_TEMPLATES };
