import { SALES_ORDER_STATUSES } from '@tawi/contracts';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { CustomerFilter } from '../customer-filter';
import { useSalesText } from '../use-sales-text';

/** The filters as the address keeps them (text). */
export interface SalesOrderUrlFilters extends Record<string, string> {
  search: string;
  status: string;
  customerId: string;
  from: string;
  to: string;
}

export const NO_SALES_ORDER_FILTERS: SalesOrderUrlFilters = {
  search: '',
  status: '',
  customerId: '',
  from: '',
  to: '',
};

export function SalesOrdersToolbar({
  filters,
  onChange,
}: {
  filters: SalesOrderUrlFilters;
  onChange: (change: Partial<SalesOrderUrlFilters>) => void;
}) {
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
