import { z } from 'zod';

/** What a document may keep as an attachment (API.md, Daily work): PDF and pictures, checked by their bytes. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** At most 10 MB a file (API.md: attachments). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field that carries the file. */
export const ATTACHMENT_FIELD = 'file';

export const attachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

export const attachmentList = z.object({ items: z.array(attachment) });

/** A document by id or number, and one of its files. */
export const attachmentParams = z.object({
  id: z.string().trim().min(1).max(60),
  attachmentId: z.uuid({ message: 'Not a valid id' }),
});
/** The multipart body of an upload: the file under `file` (its name is the stored file name). */
export function attachmentForm(file: Blob, fileName?: string): FormData {
  const form = new FormData();
  if (fileName !== undefined) form.append(ATTACHMENT_FIELD, file, fileName);
  else form.append(ATTACHMENT_FIELD, file);
  return form;
}
