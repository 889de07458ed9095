import type { CustomerOption } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { CreditAllocationDialog } from './credits/apply-credit-dialog';
import { useApplyCustomerCredit } from './customers-api';
import { useCustomersText } from './use-customers-text';

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
  const { t } = useCustomersText();
  const apply = useApplyCustomerCredit();
  return (
    <CreditAllocationDialog
      title={t('applyCredit.customerTitle', { name: customer.name })}
      heldText={t('applyCredit.customerHeld', { name: customer.name, amount: formatKes(customer.credit) })}
      held={customer.credit ?? 0}
      customerId={customer.id}
      customerName={customer.name}
      apply={async (body) => {
        const saved = await apply.mutateAsync({ id: customer.id, body });
        return t('applyCredit.customerApplied', { amount: formatKes(saved.credit) });
      }}
      onClose={onClose}
    />
  );
}
