import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '@tawi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { downloadDisposition } from './document-file-name';

type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export interface UploadedFile {
  data: Buffer;
  declaredType: string;
  fileName: string | undefined;
}

/** What the bytes really are (magic numbers), so a renamed file cannot pass as a PDF or an image. */
function sniff(data: Buffer): AttachmentType | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/**
 * A PDF, PNG or JPEG of at most 2 MB, checked by its bytes: its real type and a default file name
 * (`<stem>.pdf`, ...). Anything else is 415, 413 or 400.
 */
export function checkUpload(
  file: UploadedFile,
  stem: string,
): { contentType: AttachmentType; fileName: string } {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.declaredType)) {
    throw new AppError('unsupported-media-type', 'Attach a PDF, PNG or JPEG file');
  }
  if (file.data.length === 0)
    throw new AppError('validation-error', 'The file is empty', { fields: { file: 'Empty' } });
  if (file.data.length > ATTACHMENT_MAX_BYTES)
    throw new AppError('payload-too-large', 'A file may be at most 2 MB');
  const actual = sniff(file.data);
  if (!actual || actual !== file.declaredType) {
    throw new AppError('unsupported-media-type', 'Attach a PDF, PNG or JPEG file');
  }
  const extension = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' }[actual];
  return { contentType: actual, fileName: file.fileName ?? `${stem}.${extension}` };
}

/** Raw PDF, PNG and JPEG bodies for the routes of this plugin (the bytes arrive as a Buffer). */
export function acceptUploads(app: FastifyInstance): void {
  for (const type of ATTACHMENT_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES + 1024 },
      (_req, body, done) => done(null, body),
    );
  }
}

/** The uploaded bytes of a request with `?fileName=`. */
export function uploadOf(
  request: FastifyRequest & { query: { fileName?: string | undefined } },
): UploadedFile {
  return {
    data: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    declaredType: request.headers['content-type']?.split(';')[0]?.trim() ?? '',
    fileName: request.query.fileName,
  };
}

/** The content-disposition of a stored file sent as a download. */
export function attachmentHeaders(fileName: string): string {
  return downloadDisposition(fileName);
}
