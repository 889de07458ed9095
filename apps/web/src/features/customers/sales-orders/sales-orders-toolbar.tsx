import { SALES_ORDER_STATUSES } from '@tawi/contracts';
import {
  DocumentListToolbar,
  type DocumentListToolbarProps,
} from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { CustomerFilter } from '../customer-filter';
import { useSalesText } from '../use-sales-text';

/** No filter set; the filters as the address keeps them (text). */
export const NO_SALES_ORDER_FILTERS = { search: '', status: '', customerId: '', from: '', to: '' };
export type SalesOrderUrlFilters = typeof NO_SALES_ORDER_FILTERS;

export function SalesOrdersToolbar({
  filters,
  onChange,
}: Pick<DocumentListToolbarProps<SalesOrderUrlFilters>, 'filters' | 'onChange'>) {
  const { t } = useSalesText();
  return (
    <DocumentListToolbar
      filters={filters}
      onChange={onChange}
      search={searchTexts((key) => t(`salesOrders.list.${key}`))}
      statuses={SALES_ORDER_STATUSES}
      statusWidth={180}
      party={
        <CustomerFilter value={filters.customerId} onChange={(customerId) => onChange({ customerId })} />
      }
      dates={{ keys: ['from', 'to'], labels: [t('common.from'), t('common.to')] }}
    />
  );
}
