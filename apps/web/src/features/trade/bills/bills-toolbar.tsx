import { BILL_STATUSES } from '@tawi/domain';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { SupplierFilter } from '../supplier-filter';
import { useTradeText } from '../use-trade-text';

/** The filters as the address keeps them (text; overdue is 'true' or ''). */
export interface BillUrlFilters extends Record<string, string> {
  search: string;
  status: string;
  supplierId: string;
  overdue: string;
  dueFrom: string;
  dueTo: string;
}

export const NO_BILL_FILTERS: BillUrlFilters = {
  search: '',
  status: '',
  supplierId: '',
  overdue: '',
  dueFrom: '',
  dueTo: '',
};

export function BillsToolbar({
  filters,
  onChange,
}: {
  filters: BillUrlFilters;
  onChange: (change: Partial<BillUrlFilters>) => void;
}) {
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
