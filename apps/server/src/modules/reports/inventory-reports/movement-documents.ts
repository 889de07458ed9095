/**
 * The web page of the document behind a stock movement (its `source_type`), or null when it has none
 * (opening stock, adjustments and stock takes are shown on the product's page).
 */
export function movementDocumentLink(m: {
  sourceType: string | null;
  sourceId: string | null;
  sourceNumber: string | null;
  orderId: string | null;
}): string | null {
  const number = encodeURIComponent(m.sourceNumber ?? '');
  switch (m.sourceType) {
    case 'invoice':
    case 'invoice-void':
      return m.sourceId && `/dashboard/invoices/${m.sourceId}`;
    case 'credit-note':
      return m.sourceNumber && `/dashboard/credit-refunds?search=${number}`;
    case 'purchase-receipt':
      return m.orderId && `/dashboard/purchase-orders/${m.orderId}`;
    case 'bill-void':
      return m.sourceId && `/dashboard/bills/${m.sourceId}`;
    case 'transfer':
      return m.sourceNumber && `/dashboard/transfers?search=${number}`;
    default:
      return null;
  }
}
