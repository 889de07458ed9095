import { useMutation } from '@tanstack/react-query';
import type { CustomerReceipt, ReceiptVoid } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { useSalesChanged } from '../customers-api';

/** Voids a receipt: the invoices it paid owe again, its credit is gone, the bank gives the money back. */
export function useVoidReceipt() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceiptVoid }) =>
      api<CustomerReceipt>(`/api/receipts/${id}/void`, { method: 'POST', body }),
    onSuccess: changed,
  });
}
