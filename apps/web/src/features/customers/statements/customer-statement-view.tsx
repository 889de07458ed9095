import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CustomerStatement } from '@tawi/contracts';
import type { ReactNode } from 'react';
import { EmailDocumentButton } from '../../../shared/documents/email-document-button';
import { FactsList } from '../../../shared/documents/facts-list';
import { PdfDownloadButton } from '../../../shared/documents/pdf-download-button';
import { PRINT_HIDDEN, PrintButton } from '../../../shared/documents/print-button';
import { ErrorState } from '../../../shared/error-state';
import { formatDate } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import {
  customerStatementDraft,
  customerStatementPdfUrl,
  type StatementPeriod,
  useCustomer,
  useCustomerStatement,
  useCustomerStatementMailer,
} from '../customers-api';
import { useCustomersText } from '../use-customers-text';
import { OpenInvoicesTable } from './open-invoices-table';
import { isValidPeriod, statementAging, statementSummary } from './statement-figures';
import { StatementTable } from './statement-table';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Download PDF, Email (to the customer's address, editable) and Print; none of them on paper. */
function StatementActions({ customerId, period }: { customerId: string; period: StatementPeriod }) {
  const { can } = useSession();
  const { t } = useCustomersText();
  const customer = useCustomer(customerId);
  const mailStatement = useCustomerStatementMailer(customerId, period);
  const valid = isValidPeriod(period);
  const name = customer.data?.name;
  const dates = { from: formatDate(period.from), to: formatDate(period.to) };
  return (
    <Box {...PRINT_HIDDEN} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <PdfDownloadButton href={valid ? customerStatementPdfUrl(customerId, period) : undefined} />
      {can('customers:update') && (
        <EmailDocumentButton
          send={mailStatement}
          documentName={name ? t('statements.emailName', { name }) : t('statements.emailNameUnknown')}
          draft={customerStatementDraft(customerId, period)}
          description={t('statements.emailNote', dates)}
          disabled={!valid || !customer.data}
        />
      )}
      <PrintButton />
    </Box>
  );
}

function StatementBody({ statement: s }: { statement: CustomerStatement }) {
  const { t } = useCustomersText();
  const name = s.customerName;
  return (
    <>
      <FactsList facts={statementSummary(s, t)} />
      <StatementTable statement={s} label={t('statements.statementOf', { name })} />
      <Part title={t('statements.agingAsAt', { date: formatDate(s.to) })}>
        <FactsList facts={statementAging(s, t)} columns={5} />
      </Part>
      {s.openInvoices.length > 0 && (
        <Part title={t('statements.openInvoices')}>
          <OpenInvoicesTable invoices={s.openInvoices} label={t('statements.openInvoicesOf', { name })} />
        </Part>
      )}
    </>
  );
}

/**
 * A customer's account over a period: opening balance, every invoice, receipt and credit with the
 * running balance, closing balance, aging and open invoices; with its PDF, email and print actions.
 */
export function CustomerStatementView({
  customerId,
  period,
}: {
  customerId: string;
  period: StatementPeriod;
}) {
  const { t } = useCustomersText();
  const valid = isValidPeriod(period);
  const statement = useCustomerStatement(customerId, period, valid);
  const s = statement.data;
  const content = () => {
    if (!valid) return <Alert severity="info">{t('statements.invalidPeriod')}</Alert>;
    if (statement.error)
      return (
        <ErrorState
          error={statement.error}
          title={t('statements.loadError')}
          onRetry={() => void statement.refetch()}
        />
      );
    if (!s) return <Skeleton variant="rounded" height={200} aria-label={t('statements.loading')} />;
    return (
      <Box
        aria-busy={statement.isPlaceholderData}
        sx={{ display: 'grid', gap: 2.5, opacity: statement.isPlaceholderData ? 0.6 : 1 }}
      >
        <StatementBody statement={s} />
      </Box>
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box>
          <Typography variant="h6" component="h2">
            {s ? t('statements.statementOf', { name: s.customerName }) : t('statements.statement')}
          </Typography>
          {valid && (
            <Typography color="text.secondary">
              {t('statements.period', { from: formatDate(period.from), to: formatDate(period.to) })}
            </Typography>
          )}
        </Box>
        <StatementActions customerId={customerId} period={period} />
      </Box>
      {content()}
    </Box>
  );
}
