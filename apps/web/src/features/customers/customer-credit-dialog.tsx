import type { CustomerOption } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { CreditAllocationDialog } from './credits/apply-credit-dialog';
import { useApplyCustomerCredit } from './customers-api';

/**
 * All the credit the customer holds (overpaid receipts and credit notes, used oldest first by the
 * server) onto their open invoices. Mount only while open.
 */
export function CustomerCreditDialog({
  customer,
  onClose,
}: {
  customer: CustomerOption;
  onClose: () => void;
}) {
  const apply = useApplyCustomerCredit();
  return (
    <CreditAllocationDialog
      title={`Apply ${customer.name}'s credit`}
      heldText={`${customer.name} holds ${formatKes(customer.credit)} of credit from overpayments and credit notes.`}
      held={customer.credit ?? 0}
      customerId={customer.id}
      customerName={customer.name}
      apply={async (body) => {
        const saved = await apply.mutateAsync({ id: customer.id, body });
        return `Credit applied; ${formatKes(saved.credit)} of credit left`;
      }}
      onClose={onClose}
    />
  );
}
