import { INVOICE_STATUSES } from '@tawi/domain';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { searchTexts } from '../../../shared/lists/list-texts';
import { CustomerFilter } from '../customer-filter';
import { useSalesText } from '../use-sales-text';

/** The filters as the address keeps them (text; overdue is 'true' or ''). */
export interface InvoiceUrlFilters extends Record<string, string> {
  search: string;
  status: string;
  customerId: string;
  overdue: string;
  from: string;
  to: string;
}

export const NO_INVOICE_FILTERS: InvoiceUrlFilters = {
  search: '',
  status: '',
  customerId: '',
  overdue: '',
  from: '',
  to: '',
};

export function InvoicesToolbar({
  filters,
  onChange,
}: {
  filters: InvoiceUrlFilters;
  onChange: (change: Partial<InvoiceUrlFilters>) => void;
}) {
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
