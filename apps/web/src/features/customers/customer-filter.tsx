import { PARTY_FILTER_SX } from '../../shared/documents/document-list-toolbar';
import { CustomerField } from './customer-field';

/** A document list's customer filter: one customer, or all of them. */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (customerId: string) => void;
}) {
  return <CustomerField value={value} onChange={onChange} emptyLabel="All customers" sx={PARTY_FILTER_SX} />;
}
