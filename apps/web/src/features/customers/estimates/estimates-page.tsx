import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { Estimate } from '@tawi/contracts';
import { ESTIMATE_STATUSES, type EstimateStatus } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { addAction } from '../../../shared/lists/add-action';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { type CustomerDocumentRef, EmailCustomerDocumentDialog } from '../customer-document-out';
import { InvoiceDialog } from '../invoices/invoice-dialog';
import { useCustomersText } from '../use-customers-text';
import { useSalesText } from '../use-sales-text';
import { ConvertEstimateConfirm, type Converting } from './convert-estimate-confirm';
import { DeclineEstimateConfirm } from './decline-estimate-confirm';
import { ESTIMATE_SORTS, estimateColumns } from './estimate-columns';
import { useRunEstimateStep } from './estimate-steps';
import { useEstimates } from './estimates-api';

const NO_FILTERS = { search: '', status: '' };

/** Quotes to customers: create, mark sent, accepted or declined, convert into an invoice or a sales order; PDF and email. */
export function EstimatesPage() {
  const { can } = useSession();
  const { t } = useSalesText();
  const navigate = useNavigate();
  const { t: documentText } = useCustomersText();
  const { narrow } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_FILTERS);
  const estimates = useServerList(useEstimates, {
    filter: { search, status: filters.status as EstimateStatus | '' },
    sortable: ESTIMATE_SORTS,
  });
  const [creating, setCreating] = useState(false);
  const [converting, setConverting] = useState<Converting | null>(null);
  const [emailing, setEmailing] = useState<CustomerDocumentRef | null>(null);
  const [declining, setDeclining] = useState<Estimate | null>(null);
  const { run } = useRunEstimateStep();
  const columns = useMemo(
    () =>
      estimateColumns({
        canUpdate: can('customers:update'),
        canConvert: can('customers:create'),
        narrow,
        onStep: (estimate, action) => (action === 'decline' ? setDeclining(estimate) : run(estimate, action)),
        onConvert: (estimate, to) => setConverting({ estimate, to }),
        onEmail: setEmailing,
        onOpen: (path) => navigate(path),
        documentText,
        t,
      }),
    [can, narrow, run, navigate, documentText, t],
  );

  return (
    <>
      <PageHeader
        title={t('estimates.list.title')}
        description={t('estimates.list.description')}
        actions={addAction(can('customers:create'), t('estimates.list.add'), () => setCreating(true))}
      />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={searchTexts((key) => t(`estimates.list.${key}`))}
        statuses={ESTIMATE_STATUSES}
        statusWidth={160}
      />
      <ServerDataTable
        label={t('estimates.list.title')}
        {...estimates}
        columns={columns}
        {...filteredEmptyTexts(filtered, (key) => t(`estimates.list.${key}`))}
        emptyIcon={RequestQuoteIcon}
        narrow={narrow}
        columnVisibilityModel={{ customerName: !narrow, date: !narrow, validUntil: !narrow, total: !narrow }}
      />
      {creating && (
        <InvoiceDialog kind="estimate" onClose={() => setCreating(false)} onCreated={() => undefined} />
      )}
      <ConvertEstimateConfirm converting={converting} onClose={() => setConverting(null)} />
      <DeclineEstimateConfirm estimate={declining} onClose={() => setDeclining(null)} />
      {emailing && <EmailCustomerDocumentDialog doc={emailing} onClose={() => setEmailing(null)} />}
    </>
  );
}
