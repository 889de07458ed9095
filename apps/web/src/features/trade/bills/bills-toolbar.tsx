import { BILL_STATUSES } from '@tawi/domain';
import {
  DocumentListToolbar,
  type DocumentListToolbarProps,
} from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { SupplierFilter } from '../supplier-filter';
import { useTradeText } from '../use-trade-text';

/** No filter set; the filters as the address keeps them (text; overdue is 'true' or ''). */
export const NO_BILL_FILTERS = {
  search: '',
  status: '',
  supplierId: '',
  overdue: '',
  dueFrom: '',
  dueTo: '',
};
export type BillUrlFilters = typeof NO_BILL_FILTERS;

export function BillsToolbar({
  filters,
  onChange,
}: Pick<DocumentListToolbarProps<BillUrlFilters>, 'filters' | 'onChange'>) {
  const { t } = useTradeText();
  return (
    <DocumentListToolbar
      filters={filters}
      onChange={onChange}
      search={searchTexts((key) => t(`bills.list.${key}`))}
      statuses={BILL_STATUSES}
      statusWidth={160}
      party={
        <SupplierFilter value={filters.supplierId} onChange={(supplierId) => onChange({ supplierId })} />
      }
      dates={{ keys: ['dueFrom', 'dueTo'], labels: [t('bills.list.dueFrom'), t('bills.list.dueTo')] }}
      overdue
    />
  );
}
