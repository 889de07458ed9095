import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@tawi/contracts';

/** A stored file's size as people read it: '12 KB' (at least 1 KB), '1.4 MB', '2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a chosen file cannot be attached, checked as the API will; undefined when it can. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PDF, PNG, JPEG or WebP file';
  if (file.size > ATTACHMENT_MAX_BYTES)
    return `The file is too big: at most ${formatFileSize(ATTACHMENT_MAX_BYTES)}`;
  if (file.name.length > 120) return 'Rename the file: at most 120 characters';
  return undefined;
}
