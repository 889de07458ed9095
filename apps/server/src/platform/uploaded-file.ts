import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentType,
} from '@tawi/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { downloadDisposition } from './document-file-name';

export interface UploadedFile {
  data: Buffer;
  declaredType: string;
  fileName: string | undefined;
}

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the bytes really are (magic numbers), so a renamed file cannot pass as a PDF or a picture. */
function sniff(data: Buffer): AttachmentType | undefined {
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const EXTENSIONS: Record<AttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const TYPES_IN_WORDS = 'a PDF, PNG, JPEG or WebP file';
const MAX_IN_WORDS = `${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * A PDF, PNG, JPEG or WebP of at most 10 MB, checked by its bytes: its real type and a default file name
 * (`<stem>.pdf`, ...). Too large is 413, empty 400; another type `wrongType`: 415 for a raw upload (the
 * request's own type), 422 `unsupported-file-type` for a file in a multipart form.
 */
export function checkUpload(
  file: UploadedFile,
  stem: string,
  wrongType: 'unsupported-media-type' | 'unsupported-file-type' = 'unsupported-media-type',
): { contentType: AttachmentType; fileName: string } {
  const refuse = () =>
    new AppError(wrongType, `Attach ${TYPES_IN_WORDS}`, { fields: { file: 'Wrong type' } });
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.declaredType)) throw refuse();
  if (file.data.length === 0)
    throw new AppError('validation-error', 'The file is empty', { fields: { file: 'Empty' } });
  if (file.data.length > ATTACHMENT_MAX_BYTES)
    throw new AppError('payload-too-large', `A file may be at most ${MAX_IN_WORDS}`);
  const actual = sniff(file.data);
  if (!actual || actual !== file.declaredType) throw refuse();
  return { contentType: actual, fileName: file.fileName ?? `${stem}.${EXTENSIONS[actual]}` };
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

const noFile = () =>
  new AppError('validation-error', `Send the file as the form field "${ATTACHMENT_FIELD}"`, {
    fields: { [ATTACHMENT_FIELD]: 'Required' },
  });

/** A file name as stored: its last path segment, without control characters, at most 120 characters. */
function cleanFileName(name: string): string | undefined {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (!base) return undefined;
  if (base.length <= 120) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 120 - ext.length) + ext;
}

/** The file of a multipart form (field `file`), parsed from the buffered body (the route's body limit applies). */
export async function formFileOf(request: FastifyRequest): Promise<UploadedFile> {
  const contentType = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body)) throw noFile();
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new AppError('validation-error', 'The form could not be read', { fields: { file: 'Malformed' } });
  }
  const file = form.get(ATTACHMENT_FIELD);
  if (!file || typeof file === 'string') throw noFile();
  return {
    data: Buffer.from(await file.arrayBuffer()),
    declaredType: file.type.split(';')[0]?.trim() ?? '',
    fileName: cleanFileName(file.name),
  };
}

/** The content-disposition of a stored file sent as a download. */
export function attachmentHeaders(fileName: string): string {
  return downloadDisposition(fileName);
}
