import { type Language, type PurchaseOrderStatus, statusLabel } from '@tawi/domain';
import { COMMON_LABELS, type CommonDocumentLabels } from '../../platform/document-labels';
import { STATEMENT_LABELS, type StatementLabels } from '../../platform/pdf-statement';

/**
 * The fixed words printed on the documents a company sends its suppliers (purchase order, supplier
 * statement), in one language. English is the reference: the Swahili table fails to compile until it
 * has every label.
 */
export interface PurchasingLabels extends CommonDocumentLabels {
  purchaseOrder: {
    title: string;
    expected: string;
    supplier: string;
    sku: string;
    item: string;
    status: Record<PurchaseOrderStatus, string>;
  };
  statement: StatementLabels & {
    title: string;
    supplier: string;
    balanceOwed: string;
  };
}

const ENGLISH: PurchasingLabels = {
  ...COMMON_LABELS.en,
  purchaseOrder: {
    title: 'PURCHASE ORDER',
    expected: 'Expected',
    supplier: 'Supplier',
    sku: 'SKU',
    item: 'Item',
    // the wording every page and export uses
    status: {
      Pending: statusLabel('Pending'),
      'Partially Received': statusLabel('Partially Received'),
      Received: statusLabel('Received'),
      Canceled: statusLabel('Canceled'),
    },
  },
  statement: {
    ...STATEMENT_LABELS.en,
    title: 'SUPPLIER STATEMENT',
    supplier: 'Supplier',
    balanceOwed: 'Balance owed',
  },
};

/** Kiswahili as Kenyan businesses write to their suppliers (Oda ya Ununuzi, Msambazaji). */
const SWAHILI: PurchasingLabels = {
  ...COMMON_LABELS.sw,
  purchaseOrder: {
    title: 'ODA YA UNUNUZI',
    expected: 'Inatarajiwa',
    supplier: 'Msambazaji',
    sku: 'SKU',
    item: 'Bidhaa',
    status: {
      Pending: 'Inasubiri',
      'Partially Received': 'Imepokelewa kwa sehemu',
      Received: 'Imepokelewa',
      Canceled: 'Imeghairiwa',
    },
  },
  statement: {
    ...STATEMENT_LABELS.sw,
    title: 'TAARIFA YA MSAMBAZAJI',
    supplier: 'Msambazaji',
    balanceOwed: 'Kiasi tunachodaiwa',
  },
};

export const PURCHASING_LABELS: Readonly<Record<Language, PurchasingLabels>> = { en: ENGLISH, sw: SWAHILI };
