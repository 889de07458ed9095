import { useQueries } from '@tanstack/react-query';
import { type Estimate, productsApi } from '@tawi/contracts';
import { callApi } from '../../../shared/api/call-api';
import { InvoiceDialog } from '../invoices/invoice-dialog';
import { estimateFormValues } from './estimate-form';

/** The SKUs of the estimate's products by id (the product picker shows a line's SKU); null while loading. */
function useLineSkus(e: Estimate): Map<string, string> | null {
  const ids = [...new Set(e.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const products = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['products', 'one', id],
      queryFn: () => callApi(productsApi.get, { params: { id } }),
    })),
  });
  if (products.some((p) => p.isPending)) return null;
  return new Map(products.flatMap((p) => (p.data ? [[p.data.id, p.data.sku] as const] : [])));
}

/** The new-estimate dialog in edit mode: the estimate's customer, dates, lines and notes. */
export function EstimateEditDialog({ estimate, onClose }: { estimate: Estimate; onClose: () => void }) {
  const skus = useLineSkus(estimate);
  if (!skus) return null;
  return (
    <InvoiceDialog
      kind="estimate"
      edit={{ estimate, values: estimateFormValues(estimate, skus) }}
      onClose={onClose}
      onCreated={() => undefined}
    />
  );
}
