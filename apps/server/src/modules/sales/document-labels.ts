import type { PAYMENT_METHODS } from '@tawi/contracts';
import type { EstimateStatus, InvoiceStatus } from '@tawi/domain';
import type { CommonDocumentLabels } from '../../platform/document-labels';
import type { StatementLabels } from '../../platform/pdf-statement';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The fixed words printed on the customer documents (invoice, estimate, credit note, receipt,
 * statement), in one language: the shared ones, then the priced body's and payment instructions',
 * then each document's own. English is the reference: a new label is added here first, and the
 * Swahili table fails to compile until it has it too.
 */
export interface DocumentLabels extends CommonDocumentLabels {
  discount: string;
  taxCategory: string;
  taxableAmount: string;
  none: string;
  noVatCharged: string;
  howToPay: string;
  bank: string;
  bankBranch: (branch: string) => string;
  accountName: string;
  accountNumber: string;
  mpesaPaybill: (paybill: string, account: string) => string;
  mpesaTill: string;
  invoice: {
    taxTitle: string;
    title: string;
    draftTitle: string;
    due: string;
    billTo: string;
    paid: string;
    credited: string;
    balanceDue: string;
    status: Record<InvoiceStatus, string>;
  };
  estimate: {
    title: string;
    validUntil: string;
    preparedFor: string;
    status: Record<EstimateStatus, string>;
  };
  creditNote: {
    title: string;
    invoice: string;
    stockReturned: string;
    yes: string;
    no: string;
    creditTo: string;
    reason: string;
    balanceStillDue: (invoiceNumber: string) => string;
  };
  receipt: {
    title: string;
    voidedTitle: string;
    paidBy: string;
    reference: string;
    receivedFrom: string;
    invoice: string;
    amountApplied: string;
    amountReceived: string;
    vatWithheld: (certificate: string, date: string) => string;
    creditOnAccount: string;
    voided: string;
    voidedWithoutReason: string;
    method: Record<PaymentMethod, string>;
  };
  statement: StatementLabels & {
    title: string;
    customer: string;
    statementFor: string;
    current: string;
    days1to30: string;
    days31to60: string;
    days61to90: string;
    over90: string;
    balanceDue: string;
  };
  /** The KRA eTIMS block of an invoice or credit note. */
  etims: {
    queued: string;
    refused: (reason: string | null) => string;
    cuInvoiceNumber: string;
    receiptNumber: string;
    internalData: string;
    receiptSignature: string;
    signed: string;
  };
}
