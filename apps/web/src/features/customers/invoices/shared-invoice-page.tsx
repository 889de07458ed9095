import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { invoiceSharingApi, type SharedInvoice } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { apiUrl } from '../../../shared/api/call-api';
import { PHONE_ONLY } from '../../../shared/documents/table-styles';
import { formatDate, formatDayOf, formatKes } from '../../../shared/format';
import { FullPageSpinner } from '../../../shared/full-page-spinner';
import { column, SimpleTable } from '../../../shared/simple-table';
import { StatusChip } from '../../../shared/status-chip';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSalesText } from '../use-sales-text';

function HowToPay({
  payment,
  number,
  t,
}: {
  payment: NonNullable<SharedInvoice['payment']>;
  number: string;
  t: TFunction<'sales'>;
}) {
  const rows: [string, string][] = [];
  if (payment.mpesaPaybill) {
    rows.push([t('invoices.shared.paybill'), payment.mpesaPaybill]);
    rows.push([t('invoices.shared.accountNumber'), payment.mpesaAccountNumber ?? number]);
  }
  if (payment.mpesaTill) rows.push([t('invoices.shared.till'), payment.mpesaTill]);
  if (payment.accountNumber) {
    rows.push([t('invoices.shared.bank'), [payment.bankName, payment.bankBranch].filter(Boolean).join(', ')]);
    rows.push([
      t('invoices.shared.account'),
      [payment.accountName, payment.accountNumber].filter(Boolean).join(' · '),
    ]);
  }
  return (
    <Box component="section" aria-labelledby="how-to-pay" sx={{ mt: 3 }}>
      <Typography id="how-to-pay" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invoices.shared.howToPay')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {payment.note && <Typography sx={{ mt: 1 }}>{payment.note}</Typography>}
    </Box>
  );
}

/** On a phone the quantity and unit price go under the description: the amount stays in view. */
const RIGHT_WIDE = { align: 'right', hide: 'wide' } as const;

type SharedLine = SharedInvoice['invoice']['lines'][number];

function InvoiceBody({ shared, token }: { shared: SharedInvoice; token: string }) {
  const { t } = useSalesText();
  const { invoice: i, seller } = shared;
  const money = (v: number) => formatKes(v);
  return (
    <Card component="article" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {seller.name}
          </Typography>
          {[
            seller.kraPin && t('invoices.shared.kraPin', { pin: seller.kraPin }),
            seller.address,
            seller.phone,
            seller.email,
          ]
            .filter(Boolean)
            .map((line) => (
              <Typography key={String(line)} color="text.secondary">
                {line}
              </Typography>
            ))}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="h4" component="h1">
            {t('invoices.shared.title', { number: i.invoiceNumber })}
          </Typography>
          <StatusChip status={i.status} />
          <Typography sx={{ mt: 1 }}>{t('invoices.shared.to', { customer: i.customerName })}</Typography>
          <Typography color="text.secondary">
            {t('invoices.shared.dated', { date: formatDate(i.date), due: formatDate(i.dueDate) })}
          </Typography>
        </Box>
      </Box>
      {i.status === 'Void' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {i.voidDate
            ? t('invoices.shared.voidedOn', { date: formatDate(i.voidDate) })
            : t('invoices.shared.voided')}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <SimpleTable<SharedLine>
          label={t('common.lines')}
          frame="none"
          rows={i.lines}
          rowKey={(l) => l.lineNo}
          columns={[
            column(t('common.description'), (l) => (
              <>
                {l.description}
                <Typography variant="body2" color="text.secondary" sx={PHONE_ONLY}>
                  {l.qty} × {money(l.unitPrice)}
                </Typography>
              </>
            )),
            column(t('common.qty'), (l) => l.qty, RIGHT_WIDE),
            column(t('common.unitPrice'), (l) => money(l.unitPrice), RIGHT_WIDE),
            column(t('common.amount'), (l) => money(l.lineTotal), { align: 'right' }),
          ]}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          columnGap: 3,
          maxWidth: 360,
          ml: 'auto',
          mt: 2,
        }}
      >
        {(
          [
            [t('invoices.shared.subtotal'), i.subtotal, false],
            [t('common.vat'), i.taxTotal, false],
            [t('common.total'), i.total, false],
            [t('invoices.shared.paid'), i.amountPaid + i.amountCredited, false],
            [t('invoices.shared.balanceDue'), i.status === 'Void' ? 0 : i.outstanding, true],
          ] as const
        ).map(([label, value, bold]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" align="right" sx={{ m: 0, fontWeight: bold ? 700 : 400 }}>
              {money(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {shared.payment && <HowToPay payment={shared.payment} number={i.invoiceNumber} t={t} />}
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          startIcon={<PictureAsPdfIcon />}
          href={apiUrl(invoiceSharingApi.pdf, { params: { token } })}
          download
        >
          {t('invoices.shared.downloadPdf')}
        </Button>
        <Typography color="text.secondary" variant="body2">
          {t('invoices.shared.linkUntil', { date: formatDayOf(shared.expiresAt) })}
        </Typography>
      </Box>
    </Card>
  );
}

/** The public page of a shared invoice (no session): the invoice, its PDF and how to pay. */
export function SharedInvoicePage() {
  const { token = '' } = useParams();
  const { t } = useSalesText();
  const shared = useApiQuery(invoiceSharingApi.view, { params: { token } }, { retry: false });
  useDocumentTitle(
    shared.data
      ? t('invoices.shared.title', { number: shared.data.invoice.invoiceNumber })
      : t('invoices.shared.pageTitle'),
  );
  if (shared.isPending) return <FullPageSpinner />;
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 4 }, minHeight: '100vh', bgcolor: 'background.default' }}>
      {shared.isError ? (
        <Card sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 6 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {t('invoices.shared.cannotOpen')}
          </Typography>
          <Typography>{errorMessage(shared.error)}</Typography>
        </Card>
      ) : (
        <InvoiceBody shared={shared.data} token={token} />
      )}
    </Box>
  );
}
