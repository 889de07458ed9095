import { INVOICE_STATUSES } from '@tawi/domain';
import {
  DocumentListToolbar,
  type DocumentListToolbarProps,
} from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { CustomerFilter } from '../customer-filter';
import { useSalesText } from '../use-sales-text';

/** No filter set; the filters as the address keeps them (text; overdue is 'true' or ''). */
export const NO_INVOICE_FILTERS = { search: '', status: '', customerId: '', overdue: '', from: '', to: '' };
export type InvoiceUrlFilters = typeof NO_INVOICE_FILTERS;

export function InvoicesToolbar({
  filters,
  onChange,
}: Pick<DocumentListToolbarProps<InvoiceUrlFilters>, 'filters' | 'onChange'>) {
  const { t } = useSalesText();
  return (
    <DocumentListToolbar
      filters={filters}
      onChange={onChange}
      search={searchTexts((key) => t(`invoices.list.${key}`))}
      statuses={INVOICE_STATUSES}
      statusWidth={160}
      party={
        <CustomerFilter value={filters.customerId} onChange={(customerId) => onChange({ customerId })} />
      }
      dates={{ keys: ['from', 'to'], labels: [t('common.from'), t('common.to')] }}
      overdue
    />
  );
}
