import { SALES_ORDER_STATUSES } from '@tawi/contracts';
import { INVOICE_STATUSES } from '@tawi/domain';
import { DocumentListToolbar, type DocumentUrlFilters } from '../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../shared/lists/list-texts';
import { CustomerFilter } from './customer-filter';
import { useSalesText } from './use-sales-text';

/** What sets one customer document list's toolbar apart: its statuses, and whether it offers "Overdue only". */
const LISTS = {
  invoices: { statuses: INVOICE_STATUSES, statusWidth: 160, overdue: true },
  salesOrders: { statuses: SALES_ORDER_STATUSES, statusWidth: 180, overdue: false },
} as const;

/** A customer document list's filters as the address keeps them (text, '' for none). */
export type CustomerDocumentFilters = DocumentUrlFilters & { customerId: string; from: string; to: string };

/** Search, status, customer and dates above the invoices or the sales orders (texts from `<list>.list`). */
export function CustomerDocumentToolbar({
  list,
  filters,
  onChange,
}: {
  list: keyof typeof LISTS;
  filters: CustomerDocumentFilters;
  onChange: (change: Partial<CustomerDocumentFilters>) => void;
}) {
  const { t } = useSalesText();
  return (
    <DocumentListToolbar
      filters={filters}
      onChange={onChange}
      search={searchTexts((key) => t(`${list}.list.${key}`))}
      {...LISTS[list]}
      party={
        <CustomerFilter value={filters.customerId} onChange={(customerId) => onChange({ customerId })} />
      }
      dates={{ keys: ['from', 'to'], labels: [t('common.from'), t('common.to')] }}
    />
  );
}
