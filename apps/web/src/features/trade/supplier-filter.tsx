import { PARTY_FILTER_SX } from '../../shared/documents/document-list-toolbar';
import { SupplierField } from './supplier-field';
import { useTradeText } from './use-trade-text';

/** A document list's supplier filter: one supplier, or all of them. */
export function SupplierFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (supplierId: string) => void;
}) {
  const { t } = useTradeText();
  return (
    <SupplierField
      value={value}
      onChange={onChange}
      emptyLabel={t('common.allSuppliers')}
      sx={PARTY_FILTER_SX}
    />
  );
}
