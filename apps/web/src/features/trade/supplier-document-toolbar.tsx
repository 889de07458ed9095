import { BILL_STATUSES, PURCHASE_ORDER_STATUSES } from '@tawi/domain';
import { DocumentListToolbar, type DocumentUrlFilters } from '../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../shared/lists/list-texts';
import { SupplierFilter } from './supplier-filter';
import { useTradeText } from './use-trade-text';

/** What sets one supplier document list's toolbar apart: its statuses; bills add due dates and "Overdue only". */
const LISTS = {
  bills: { statuses: BILL_STATUSES, statusWidth: 160, overdue: true },
  orders: { statuses: PURCHASE_ORDER_STATUSES, statusWidth: 180, overdue: false },
} as const;

/** A supplier document list's filters as the address keeps them (text, '' for none). */
export type SupplierDocumentFilters = DocumentUrlFilters & { supplierId: string };

/** Search, status and supplier above the bills (with due dates) or the purchase orders (texts from `<list>.list`). */
export function SupplierDocumentToolbar({
  list,
  filters,
  onChange,
}: {
  list: keyof typeof LISTS;
  filters: SupplierDocumentFilters;
  onChange: (change: Partial<SupplierDocumentFilters>) => void;
}) {
  const { t } = useTradeText();
  return (
    <DocumentListToolbar
      filters={filters}
      onChange={onChange}
      search={searchTexts((key) => t(`${list}.list.${key}`))}
      {...LISTS[list]}
      party={
        <SupplierFilter value={filters.supplierId} onChange={(supplierId) => onChange({ supplierId })} />
      }
      dates={
        list === 'bills'
          ? { keys: ['dueFrom', 'dueTo'], labels: [t('bills.list.dueFrom'), t('bills.list.dueTo')] }
          : undefined
      }
    />
  );
}
