/** KRA's page that shows a signed receipt (KENYA.md "eTIMS": the QR code on the invoice). */
export const ETIMS_RECEIPT_LINK =
  'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=';

/** The verification link a signed invoice's QR code carries: seller PIN + branch id + signature. */
export function etimsReceiptUrl(sellerPin: string, branchId: string, signature: string): string {
  return `${ETIMS_RECEIPT_LINK}${sellerPin}${branchId}${signature}`;
}
