import { PARTY_FILTER_SX } from '../../shared/documents/document-list-toolbar';
import { SupplierField } from './supplier-field';

/** A document list's supplier filter: one supplier, or all of them. */
export function SupplierFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (supplierId: string) => void;
}) {
  return <SupplierField value={value} onChange={onChange} emptyLabel="All suppliers" sx={PARTY_FILTER_SX} />;
}
