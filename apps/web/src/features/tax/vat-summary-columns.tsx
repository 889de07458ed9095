import AttachFileIcon from '@mui/icons-material/AttachFile';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { VatSummary } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { downloadFile } from '../../shared/download-file';
import { formatDate, formatKes } from '../../shared/format';
import { actionsColumn, dateColumn, leadDocumentColumn } from '../../shared/lists/grid-columns';
import { moneyColumn } from '../../shared/lists/list-columns';
import { useTaxText } from './use-tax-text';
import { formatNetVat, netVatKind, vatFileUrls, vatPaths } from './vat-format';
import { VatStatusChips } from './vat-status-chips';

export interface VatSummaryColumnOptions {
  /** On a phone the due date and the net VAT show under the period. */
  narrow: boolean;
  /** accounting:update: attach a filing report from the row. */
  canAttach: boolean;
  onAttach: (summary: VatSummary) => void;
  t: TFunction<'tax'>;
}

const money = (field: keyof VatSummary, headerName: string, width = 115) =>
  moneyColumn<VatSummary>(field, headerName, { width });

function NetVatCell({ netVat }: { netVat: number }) {
  const { t } = useTaxText();
  const kind = netVatKind(netVat);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
        {formatKes(Math.abs(netVat))}
      </Typography>
      <Typography variant="caption" color={kind === 'Credit' ? 'success.main' : 'text.secondary'}>
        {t(`netVat.${kind}`)}
      </Typography>
    </Box>
  );
}

/** A year's monthly VAT summaries: figures, status, and the row's downloads and attach action. */
export function vatSummaryColumns(o: VatSummaryColumnOptions): GridColDef<VatSummary>[] {
  const { t } = o;
  return [
    leadDocumentColumn<VatSummary>('period', t('common.period'), { narrow: o.narrow, width: 100 }, (row) => ({
      to: vatPaths.one(row.period),
      number: row.label,
      phoneCaption: t('columns.phoneCaption', {
        net: formatNetVat(row.netVat, t),
        date: formatDate(row.dueDate),
      }),
    })),
    dateColumn('dueDate', t('common.dueDate'), { width: 110 }),
    money('totalSales', t('figures.totalSales'), 130),
    money('outputVat', t('figures.outputVat')),
    money('totalPurchases', t('figures.totalPurchases'), 130),
    money('inputVat', t('figures.inputVat')),
    {
      field: 'netVat',
      headerName: t('figures.netVat'),
      type: 'number',
      width: 120,
      renderCell: ({ row }) => <NetVatCell netVat={row.netVat} />,
    },
    { field: 'transactionsCount', headerName: t('common.documents'), type: 'number', width: 100 },
    {
      field: 'status',
      headerName: t('common.status'),
      width: o.narrow ? 95 : 170,
      renderCell: ({ row }) => <VatStatusChips summary={row} compact={o.narrow} />,
    },
    dateColumn('filingDate', t('common.filedOn'), { width: 110 }),
    actionsColumn<VatSummary>(t('columns.actions'), 115, (row) => [
      {
        key: 'zip',
        icon: <FolderZipIcon />,
        label: t('columns.downloadZip', { period: row.label }),
        onClick: () => downloadFile(vatFileUrls.zip(row.period)),
        shown: true,
      },
      {
        key: 'pdf',
        icon: <PictureAsPdfIcon />,
        label: t('columns.downloadPdf', { period: row.label }),
        onClick: () => downloadFile(vatFileUrls.pdf(row.period)),
        shown: true,
      },
      {
        key: 'attach',
        icon: <AttachFileIcon />,
        label: t('columns.attach', { period: row.label }),
        onClick: () => o.onAttach(row),
        shown: o.canAttach,
      },
    ]),
  ];
}
