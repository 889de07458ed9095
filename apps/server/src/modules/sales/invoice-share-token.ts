import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/app-error';

/** What a share token carries: the company, the invoice and when it stops working. */
export interface ShareClaim {
  companyId: string;
  invoiceId: string;
  expiresAt: Date;
}

/** The HMAC key of share links: derived from the server's secret key, so it is never the key itself. */
export function shareLinkKey(secretKey: Buffer): Buffer {
  return createHmac('sha256', secretKey).update('tawi invoice share links v1').digest();
}

const VERSION = 1;
/** 128 bits of HMAC-SHA256: the token stays short enough for a path segment (Fastify's 100 characters). */
const SIGNATURE_BYTES = 16;
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const mac = (key: Buffer, payload: Buffer) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

/**
 * `<payload>.<signature>`, base64url: the payload is a version byte, the company's and the invoice's
 * ids (16 bytes each) and the expiry (seconds since 1970, 4 bytes); the signature its HMAC-SHA256.
 */
export function signShareToken(key: Buffer, claim: ShareClaim): string {
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(Math.floor(claim.expiresAt.getTime() / 1000));
  const payload = Buffer.concat([
    Buffer.from([VERSION]),
    uuidBytes(claim.companyId),
    uuidBytes(claim.invoiceId),
    expiry,
  ]);
  return `${payload.toString('base64url')}.${mac(key, payload).toString('base64url')}`;
}

export const invalidShareLink = () =>
  new AppError('share-link-invalid', 'This link is not valid. Ask the sender for a new one.', undefined, 404);

/**
 * The claim of a token signed with `key`: an altered or forged token is 404 `share-link-invalid`, one
 * past its expiry 410 `share-link-expired` (checked after the signature, so a forged expiry is invalid).
 */
export function verifyShareToken(key: Buffer, token: string, now: Date): ShareClaim {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) throw invalidShareLink();
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  const canonical = payload.toString('base64url') === encoded && given.toString('base64url') === signature;
  if (!canonical || payload.length !== 37 || payload[0] !== VERSION || given.length !== expected.length) {
    throw invalidShareLink();
  }
  if (!timingSafeEqual(given, expected)) throw invalidShareLink();
  const expiresAt = new Date(payload.readUInt32BE(33) * 1000);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new AppError(
      'share-link-expired',
      'This link has expired. Ask the sender for a new one.',
      undefined,
      410,
    );
  }
  return {
    companyId: uuidOf(payload.subarray(1, 17)),
    invoiceId: uuidOf(payload.subarray(17, 33)),
    expiresAt,
  };
}
