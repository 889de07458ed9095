import { PARTY_FILTER_SX } from '../../shared/documents/document-list-toolbar';
import { SupplierField, type SupplierFieldProps } from './supplier-field';
import { useTradeText } from './use-trade-text';

/** A document list's supplier filter: one supplier, or all of them. */
export function SupplierFilter(props: Pick<SupplierFieldProps, 'value' | 'onChange'>) {
  const { t } = useTradeText();
  return <SupplierField {...props} emptyLabel={t('common.allSuppliers')} sx={PARTY_FILTER_SX} />;
}
