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

/**
 * Code list 12, stock in/out type (`sarTyCd`): 0x stock in (02 purchase, 04 stock movement,
 * 06 adjustment), 1x stock out (13 stock movement, 16 adjustment).
 */
export const ETIMS_STOCK_IO_TYPES = {
  importIn: '01',
  purchaseIn: '02',
  returnIn: '03',
  movementIn: '04',
  processingIn: '05',
  adjustmentIn: '06',
  saleOut: '11',
  returnOut: '12',
  movementOut: '13',
  processingOut: '14',
  discardOut: '15',
  adjustmentOut: '16',
} as const;
export type EtimsStockIoType = (typeof ETIMS_STOCK_IO_TYPES)[keyof typeof ETIMS_STOCK_IO_TYPES];

/** Purchase receipt type (`rcptTyCd` of `insertTrnsPurchase`): P a purchase, R a return. */
export type EtimsPurchaseReceiptType = 'P' | 'R';

/** Registration type (`regTyCd`): M entered by hand (not from KRA's purchase list). */
export const ETIMS_MANUAL = 'M';
