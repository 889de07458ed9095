import { type Details, dateOf, detailsIn, moneyOf, numberOf, quantityOf, textOf } from './details';
import type { CodeKey, Say } from './say';

/** What the API said, as the wording reads it. */
export interface Refusal {
  status: number;
  message: string;
  details: Details;
}

/** How one error code reads in a language other than English. */
export interface CodeWording {
  /** The sentence with the figures of the details; undefined when they lack what it needs. */
  worded?: (refusal: Refusal, say: Say) => string | undefined;
  /** Said when neither the details nor the server's message (see message-wordings) give more. */
  generic?: CodeKey;
}

function insufficientStock({ details }: Refusal, say: Say): string | undefined {
  const sku = textOf(details, 'sku');
  const available = quantityOf(details, 'available');
  const requested = quantityOf(details, 'requested');
  if (sku === undefined || available === undefined || requested === undefined) return undefined;
  const line = numberOf(details, 'line');
  const branch = textOf(details, 'branchName');
  return line !== undefined && branch !== undefined
    ? say.code('insufficientStockAt', { line, branch, available, sku, requested })
    : say.code('insufficientStockOf', { sku, available, requested });
}

function productNotFound({ details }: Refusal, say: Say): string | undefined {
  const sku = textOf(details, 'sku');
  if (sku === undefined) return undefined;
  const line = numberOf(details, 'line');
  return line === undefined
    ? say.code('productNotFoundSku', { sku })
    : say.code('productNotFoundLine', { line, sku });
}

function unbalancedEntry({ details }: Refusal, say: Say): string | undefined {
  const debit = moneyOf(details, 'debit');
  const credit = moneyOf(details, 'credit');
  if (debit === undefined || credit === undefined) return undefined;
  return say.code(textOf(details, 'branchId') ? 'unbalancedInBranch' : 'unbalancedEntry', { debit, credit });
}

function insufficientFunds({ details }: Refusal, say: Say): string | undefined {
  const balance = moneyOf(details, 'balance');
  const amount = moneyOf(details, 'amount');
  const date = dateOf(details, 'date');
  if (balance === undefined || amount === undefined || date === undefined) return undefined;
  return say.code('insufficientFunds', { balance, amount, date });
}

function creditLimitExceeded({ details }: Refusal, say: Say): string | undefined {
  const limit = moneyOf(details, 'creditLimit');
  const balance = moneyOf(details, 'balance');
  const total = moneyOf(details, 'total');
  if (limit === undefined || balance === undefined || total === undefined) return undefined;
  return say.code('creditLimitExceeded', { limit, balance, total });
}

function paymentShort({ details }: Refusal, say: Say): string | undefined {
  const short = moneyOf(details, 'short');
  const total = moneyOf(details, 'total');
  return short && total ? say.code('paymentShort', { short, total }) : undefined;
}

function incomingExceedsOrdered({ details }: Refusal, say: Say): string | undefined {
  const ordered = quantityOf(details, 'ordered');
  const received = quantityOf(details, 'received');
  const incoming = quantityOf(details, 'incoming');
  if (ordered === undefined || received === undefined || incoming === undefined) return undefined;
  return say.code('incomingExceedsOrdered', { ordered, received, incoming });
}

function vatPeriodFiled({ details }: Refusal, say: Say): string | undefined {
  const period = textOf(details, 'period');
  return period && say.message('vatMonthFiled', { month: say.month(period) });
}

function periodLocked({ details }: Refusal, say: Say): string | undefined {
  const lockDate = dateOf(details, 'lockDate');
  return lockDate && say.code('periodLocked', { lockDate });
}

function duplicateReference({ details }: Refusal, say: Say): string | undefined {
  const number = textOf(detailsIn(details, 'usedBy'), 'number');
  return number && say.code('duplicateReferenceBy', { number });
}

function invalidImport({ details }: Refusal, say: Say): string | undefined {
  const errors = details.errors;
  if (!Array.isArray(errors)) return undefined;
  return errors.length === 0
    ? say.code('invalidImportEmpty')
    : say.code('invalidImport', { number: errors.length });
}

function etimsRefused({ message }: Refusal, say: Say): string | undefined {
  // KRA's own reason ('KRA: <its message> (<its code>)') is KRA's words: passed on as they are
  const reason = /^KRA: (.+)$/.exec(message)?.[1];
  return reason && say.code('etimsRefused', { reason });
}

/**
 * The error codes of the API (packages/contracts ERROR_CODES and the use cases' own) with their words:
 * from the details when they carry the figures, else the code's generic sentence. A code not here
 * shows the server's message.
 */
export const CODE_WORDINGS: Readonly<Record<string, CodeWording>> = {
  'network-request-failed': { generic: 'network' },
  'request-timeout': { generic: 'timeout' },
  'validation-error': { generic: 'invalidFields' },
  'weak-password': { generic: 'weakPassword' },
  unauthenticated: { generic: 'unauthenticated' },
  'invalid-credential': { generic: 'invalidCredential' },
  'wrong-password': { generic: 'wrongPassword' },
  'reset-token-invalid': { generic: 'resetTokenInvalid' },
  'reset-token-used': { generic: 'resetTokenUsed' },
  'reset-token-expired': { generic: 'resetTokenExpired' },
  forbidden: { generic: 'forbidden' },
  'not-found': {
    worded: ({ details }, say) => {
      const code = textOf(details, 'code');
      return code && say.code('noSuchCode', { code });
    },
    generic: 'notFound',
  },
  'purchase-not-found': { generic: 'purchaseNotFound' },
  'purchase-items-not-found': { generic: 'purchaseItemsNotFound' },
  'incoming-exceeds-ordered': { worded: incomingExceedsOrdered },
  'product-not-found': { worded: productNotFound, generic: 'productNotFound' },
  'insufficient-stock': { worded: insufficientStock, generic: 'insufficientStock' },
  'duplicate-sku': { generic: 'duplicateSku' },
  'duplicate-barcode': { generic: 'duplicateBarcode' },
  'email-already-in-use': { generic: 'emailInUse' },
  conflict: {
    worded: ({ details }, say) => (details.fields ? say.code('duplicateValue') : undefined),
    generic: 'conflict',
  },
  'duplicate-reference': { worded: duplicateReference, generic: 'duplicateReference' },
  'idempotency-key-reused': { generic: 'idempotencyKeyReused' },
  'payload-too-large': { generic: 'tooLarge' },
  'unsupported-media-type': { generic: 'unsupportedType' },
  'unsupported-file-type': { generic: 'unsupportedType' },
  'uri-too-long': { generic: 'uriTooLong' },
  'share-link-invalid': { generic: 'shareLinkInvalid' },
  'share-link-expired': { generic: 'shareLinkExpired' },
  'too-many-requests': { generic: 'tooManyRequests' },
  'unbalanced-entry': { worded: unbalancedEntry },
  'period-locked': { worded: periodLocked },
  'vat-period-open': { generic: 'vatPeriodOpen' },
  'vat-period-filed': { worded: vatPeriodFiled },
  'invalid-date': { generic: 'invalidDate' },
  'insufficient-funds': { worded: insufficientFunds },
  'reconciliation-not-balanced': {
    worded: ({ details }, say) => {
      const difference = moneyOf(details, 'difference');
      return difference && say.code('reconciliationNotBalanced', { difference });
    },
  },
  'payment-short': { worded: paymentShort },
  'credit-limit-exceeded': { worded: creditLimitExceeded },
  'insufficient-credit': {
    worded: ({ details }, say) => {
      const credit = moneyOf(details, 'credit');
      return credit && say.code('insufficientCredit', { credit });
    },
  },
  'refund-exceeds-credit': {
    worded: ({ details }, say) => {
      const credit = moneyOf(details, 'credit');
      return credit && say.code('refundExceedsCredit', { credit });
    },
  },
  'refund-exceeds-payment': { generic: 'refundExceedsPayment' },
  'allocation-exceeds-outstanding': { generic: 'allocationExceedsOutstanding' },
  'credit-exceeds-invoiced': { generic: 'creditExceedsInvoiced' },
  'exceeds-ordered': { generic: 'exceedsOrdered' },
  'vat-registration-in-use': {
    worded: ({ details }, say) => {
      const document = textOf(details, 'document');
      return document && say.code('vatRegistrationInUse', { document });
    },
  },
  'no-employees': { generic: 'noEmployees' },
  'no-paid-into-account': { generic: 'noPaidIntoAccount' },
  'no-email-address': { generic: 'noEmailAddress' },
  'mail-not-configured': { generic: 'mailNotConfigured' },
  'mail-settings-unreadable': { generic: 'mailSettingsUnreadable' },
  'mail-failed': { generic: 'mailFailed' },
  'secret-key-missing': { generic: 'secretKeyMissing' },
  'unknown-placeholder': { generic: 'unknownPlaceholder' },
  'invalid-import': { worded: invalidImport },
  'etims-not-configured': { generic: 'etimsNotConfigured' },
  'etims-refused': { worded: etimsRefused },
  'etims-unreachable': { generic: 'etimsUnreachable' },
  'internal-error': { generic: 'internal' },
  'bad-request': { generic: 'badRequest' },
};

/** An answer without the API's error body ('http-502'): the status is all there is to say. */
export const HTTP_STATUS_WORDING: CodeWording = {
  worded: ({ status }, say) => say.code('httpStatus', { status }),
};
