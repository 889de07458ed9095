import { emailDraftsApi, purchaseOrdersApi } from '@tawi/contracts';
import { useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { EmailDocumentButton } from '../../../shared/documents/email-document-button';
import { useTradeText } from '../use-trade-text';

/** "Email" on a purchase order: the order as a PDF to the supplier, from the purchase-order template. */
export function PurchaseOrderEmailButton({ id, purchaseId }: { id: string; purchaseId: string }) {
  const touched = useTouched();
  const { t } = useTradeText();
  return (
    <EmailDocumentButton
      documentName={purchaseId}
      description={t('orders.detail.emailDescription', { number: purchaseId })}
      draft={{
        key: ['purchase-order', id],
        load: () => callApi(emailDraftsApi.purchaseOrder, { params: { id } }),
      }}
      send={async (body) => {
        const result = await callApi(purchaseOrdersApi.email, { params: { id }, body });
        touched(purchaseOrdersApi.email);
        return result;
      }}
    />
  );
}
