import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@tawi/contracts';
import { i18n } from './i18n/i18n';

/** The longest file name the API keeps. */
const MAX_NAME_LENGTH = 120;

/** A stored file's size as people read it: '12 KB' (at least 1 KB), '1.4 MB', '2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Why a chosen file cannot be attached, checked as the API will, in the interface language (read when
 * called: the file is checked as it is picked); undefined when it can.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return i18n.t('attachment.wrongType');
  if (file.size > ATTACHMENT_MAX_BYTES)
    return i18n.t('attachment.tooBig', { size: formatFileSize(ATTACHMENT_MAX_BYTES) });
  if (file.name.length > MAX_NAME_LENGTH) return i18n.t('attachment.nameTooLong', { max: MAX_NAME_LENGTH });
  return undefined;
}
