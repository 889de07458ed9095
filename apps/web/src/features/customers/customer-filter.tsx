import { PARTY_FILTER_SX } from '../../shared/documents/document-list-toolbar';
import { CustomerField } from './customer-field';
import { useCustomersText } from './use-customers-text';

/** A document list's customer filter: one customer, or all of them. */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (customerId: string) => void;
}) {
  const { t } = useCustomersText();
  return (
    <CustomerField
      value={value}
      onChange={onChange}
      emptyLabel={t('common.allCustomers')}
      sx={PARTY_FILTER_SX}
    />
  );
}
