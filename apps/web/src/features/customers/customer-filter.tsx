import { PARTY_FILTER_SX } from '../../shared/documents/document-list-toolbar';
import { CustomerField, type CustomerFieldProps } from './customer-field';
import { useCustomersText } from './use-customers-text';

/** A document list's customer filter: one customer, or all of them. */
export function CustomerFilter(props: Pick<CustomerFieldProps, 'value' | 'onChange'>) {
  const { t } = useCustomersText();
  return <CustomerField {...props} emptyLabel={t('common.allCustomers')} sx={PARTY_FILTER_SX} />;
}
