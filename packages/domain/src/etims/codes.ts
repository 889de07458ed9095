/**
 * eTIMS OSCU code lists this product uses (KRA's OSCU specification, code tables fetched with
 * `selectCodeList`; the values are those tables' codes). Tax types A-E are the tax categories
 * (../tax.ts): A exempt, B 16%, C zero-rated, D non-VAT, E 8%.
 */

/** Code list 07, payment type (`pmtTyCd`). */
export const ETIMS_PAYMENT_TYPES = {
  cash: '01',
  credit: '02',
  cashCredit: '03',
  bankCheque: '04',
  card: '05',
  mobileMoney: '06',
  other: '07',
} as const;
export type EtimsPaymentType = (typeof ETIMS_PAYMENT_TYPES)[keyof typeof ETIMS_PAYMENT_TYPES];

/** Code list 32, credit note reason (`rfdRsnCd`). */
export const ETIMS_CREDIT_NOTE_REASONS = {
  missingQuantity: '01',
  missingData: '02',
  damaged: '03',
  wasted: '04',
  rawMaterialShortage: '05',
  refund: '06',
} as const;
export type EtimsCreditNoteReason =
  (typeof ETIMS_CREDIT_NOTE_REASONS)[keyof typeof ETIMS_CREDIT_NOTE_REASONS];

/** Sales receipt type (`rcptTyCd`): S a sale, R a credit note after a sale. */
export type EtimsReceiptType = 'S' | 'R';

/** Transaction progress (`salesSttsCd`): 02 approved. */
export const ETIMS_APPROVED = '02';

/** Sales type (`salesTyCd`): N normal (not a copy, training or proforma). */
export const ETIMS_NORMAL_SALE = 'N';

/** Result codes of OSCU answers: 000 success, 001 nothing found, 994 data already received. */
export const ETIMS_RESULT = { ok: '000', noResult: '001', duplicate: '994' } as const;

/** Tax rate in percent per tax type, as `taxRtA`..`taxRtE` carry it. */
export const ETIMS_TAX_RATES = { A: 0, B: 16, C: 0, D: 0, E: 8 } as const;
