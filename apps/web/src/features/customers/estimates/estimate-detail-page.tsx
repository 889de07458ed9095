import Box from '@mui/material/Box';
import type { Estimate } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { detailFrame } from '../../../shared/documents/detail-frame';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { linkFact, RecordLink } from '../../../shared/documents/record-link';
import { SectionCard } from '../../../shared/documents/section-card';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { StatusChip } from '../../../shared/status-chip';
import { customerPaths } from '../customers-paths';
import { InvoiceLinesTable, TaxCategoryTable } from '../invoices/invoice-lines-table';
import { useInvoice } from '../invoices/invoices-api';
import { useSalesText } from '../use-sales-text';
import { EstimateDetailActions } from './estimate-detail-actions';
import { convertedTo } from './estimate-steps';
import { estimatePaths, useEstimate } from './estimates-api';

/** The invoice an estimate became, by its number once loaded. */
function InvoiceNumber({ id }: { id: string }) {
  const { t } = useSalesText();
  const invoice = useInvoice(id);
  return <>{invoice.data?.invoiceNumber ?? t('estimates.detail.invoice')}</>;
}

/** A link to the invoice or sales order the estimate was converted to, or a dash. */
function ConvertedLink({ estimate: e }: { estimate: Estimate }) {
  const converted = convertedTo(e);
  if (!converted) return EMPTY_DISPLAY;
  return (
    <RecordLink to={converted.path}>
      {e.invoiceId ? <InvoiceNumber id={e.invoiceId} /> : e.salesOrderNumber}
    </RecordLink>
  );
}

function factsOf(e: Estimate, t: TFunction<'sales'>): Fact[] {
  return [
    linkFact(t('common.customer'), customerPaths.customer(e.customerId), e.customerName),
    [t('estimates.facts.estimateDate'), formatDate(e.date)],
    [t('estimates.facts.validUntil'), formatDate(e.validUntil)],
    [t('common.total'), formatKes(e.total)],
    [t('estimates.facts.convertedTo'), <ConvertedLink key="to" estimate={e} />],
  ];
}

/** One estimate: its lines and tax, and Convert, Edit, Mark sent / Accept / Decline, PDF, Email. */
export function EstimateDetailPage() {
  const { id = '' } = useParams();
  const { t } = useSalesText();
  const estimate = useEstimate(id);

  const [e, back, wait] = detailFrame(estimate, {
    back: [estimatePaths.list, t('estimates.list.title')],
    texts: [t('estimates.detail.title'), t('estimates.detail.couldNotLoad'), t('estimates.detail.loading')],
  });
  if (!e) return wait;

  return (
    <>
      <PageHeader
        title={e.estimateNumber}
        description={t('estimates.detail.description', {
          customer: e.customerName,
          date: formatDate(e.validUntil),
        })}
        breadcrumb={back}
        actions={<EstimateDetailActions estimate={e} />}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SectionCard title={t('common.details')} aside={<StatusChip status={e.status} />}>
          <FactsList facts={factsOf(e, t)} columns={3} />
          {e.notes && <Box sx={{ mt: 2, color: 'text.secondary' }}>{e.notes}</Box>}
        </SectionCard>
        <SectionCard title={t('common.lines')}>
          <InvoiceLinesTable invoice={{ ...e, invoiceNumber: e.estimateNumber }} />
        </SectionCard>
        <SectionCard title={t('common.tax')}>
          <TaxCategoryTable invoice={e} />
        </SectionCard>
      </Box>
    </>
  );
}
