import { z } from 'zod';
import { blankToUndefined, instant, listQuery } from './common';

/**
 * eTIMS state of the company: `not-configured` (the server has no ETIMS_BASE_URL), `off` (not
 * enabled), `not-initialized` (on, but the OSCU device is not initialised with KRA), `ready`.
 */
export const ETIMS_STATES = ['not-configured', 'off', 'not-initialized', 'ready'] as const;

export const etimsSettings = z.object({
  enabled: z.boolean(),
  /** KRA's branch id of the device ("00" the head office). */
  bhfId: z.string(),
  deviceSerial: z.string().nullable(),
  status: z.enum(ETIMS_STATES),
  initializedAt: instant.nullable(),
  /** What KRA said of the device at initialisation (names, ids; never the cmcKey). */
  device: z.record(z.string(), z.unknown()).nullable(),
  /** The last invoice number (`invcNo`) KRA was given. */
  lastSequence: z.number().int(),
  queue: z.object({ queued: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
});
export type EtimsSettings = z.infer<typeof etimsSettings>;

const bhfId = z
  .string()
  .trim()
  .regex(/^\d{2}$/, 'Two digits, e.g. 00');
const deviceSerial = z.string().trim().min(1).max(40);

export const etimsSettingsUpdate = z
  .object({ enabled: z.boolean().optional(), bhfId: bhfId.optional(), deviceSerial: deviceSerial.optional() })
  .strict();
export type EtimsSettingsUpdate = z.infer<typeof etimsSettingsUpdate>;

export const etimsInitialize = z
  .object({ bhfId: bhfId.optional(), deviceSerial: deviceSerial.optional() })
  .strict();
export type EtimsInitialize = z.infer<typeof etimsInitialize>;

export const ETIMS_SUBMISSION_STATES = ['queued', 'sending', 'sent', 'failed'] as const;

/** One call to KRA in the eTIMS outbox (Settings > eTIMS). */
export const etimsSubmission = z.object({
  id: z.string(),
  documentType: z.string(),
  documentId: z.string(),
  documentNumber: z.string(),
  endpoint: z.string(),
  status: z.enum(ETIMS_SUBMISSION_STATES),
  /** The invoice number KRA knows a sale by, once given. */
  sequence: z.number().int().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  nextAttemptAt: instant,
  sentAt: instant.nullable(),
  createdAt: instant,
});
export type EtimsSubmission = z.infer<typeof etimsSubmission>;

export const etimsSubmissionQuery = listQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(ETIMS_SUBMISSION_STATES).optional()),
});
export type EtimsSubmissionQuery = z.infer<typeof etimsSubmissionQuery>;

/** One code of a KRA code list (`selectCodeList`, `selectItemClsList`), as the company last fetched it. */
export const etimsCode = z.object({
  code: z.string(),
  name: z.string(),
  /** An item classification's tax type (A-E), when KRA gives one. */
  taxType: z.string().nullable(),
});
export type EtimsCode = z.infer<typeof etimsCode>;

/** The code lists the product form offers: KRA's, once fetched; empty before. */
export const etimsCodeLists = z.object({
  itemClasses: z.array(etimsCode),
  packagingUnits: z.array(etimsCode),
  quantityUnits: z.array(etimsCode),
  refreshedAt: instant.nullable(),
});
export type EtimsCodeLists = z.infer<typeof etimsCodeLists>;

/** A KRA code: letters and digits; blank is none (the default stands). */
const optionalCode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9]+$/, 'Letters and digits only')
    .optional(),
);

/** A product's eTIMS codes as the product form sets them (each optional: the defaults stand). */
export const productEtimsCodes = z.strictObject({
  itemCode: optionalCode,
  classCode: optionalCode,
  packagingUnit: optionalCode,
  quantityUnit: optionalCode,
});
export type ProductEtimsCodes = z.infer<typeof productEtimsCodes>;

/**
 * A product's eTIMS codes as read: its own or the defaults (the item code null until it has one:
 * products made before eTIMS get theirs when first registered), and when it was registered with KRA.
 */
export const productEtims = z.object({
  itemCode: z.string().nullable(),
  classCode: z.string(),
  packagingUnit: z.string(),
  quantityUnit: z.string(),
  registeredAt: instant.nullable(),
});
export type ProductEtims = z.infer<typeof productEtims>;

/** Where a document stands with KRA: not sent (eTIMS off when it was issued), waiting, signed, refused. */
export const DOCUMENT_ETIMS_STATES = ['not-required', 'queued', 'sent', 'failed'] as const;

/**
 * The control-unit data of an invoice or credit note (API.md "eTIMS"): the invoice number KRA knows it
 * by (`invcNo`), the receipt numbers, internal data and signature KRA answered, when KRA signed it,
 * and the verification link its QR code carries. Null until KRA has signed it.
 */
export const documentEtims = z.object({
  status: z.enum(DOCUMENT_ETIMS_STATES),
  invoiceNumber: z.number().int().nullable(),
  receiptNumber: z.number().int().nullable(),
  totalReceiptNumber: z.number().int().nullable(),
  internalData: z.string().nullable(),
  signature: z.string().nullable(),
  signedAt: instant.nullable(),
  qrUrl: z.string().nullable(),
  error: z.string().nullable(),
  /** The control unit (SCU/OSCU id, `sdcId`) that signed it: the CU invoice number is `sdcId/invoiceNumber`. */
  controlUnitId: z.string().nullable(),
});
export type DocumentEtims = z.infer<typeof documentEtims>;
