import AttachFileIcon from '@mui/icons-material/AttachFile';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { VatSummary } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { DocumentCell } from '../../shared/documents/document-cell';
import { downloadFile } from '../../shared/download-file';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../shared/format';
import { rowActions } from '../../shared/row-actions';
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

const money = (field: keyof VatSummary, headerName: string, width = 115): GridColDef<VatSummary> => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (v: number) => formatKes(v),
});

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
    {
      field: 'period',
      headerName: t('common.period'),
      width: 100,
      flex: o.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={vatPaths.one(row.period)}
          number={row.label}
          caption={
            o.narrow
              ? t('columns.phoneCaption', { net: formatNetVat(row.netVat, t), date: formatDate(row.dueDate) })
              : undefined
          }
        />
      ),
    },
    {
      field: 'dueDate',
      headerName: t('common.dueDate'),
      width: 110,
      valueFormatter: (v: string) => formatDate(v),
    },
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
    {
      field: 'filingDate',
      headerName: t('common.filedOn'),
      width: 110,
      valueFormatter: (v: string | null) => (v ? formatDate(v) : EMPTY_DISPLAY),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('columns.actions'),
      width: 115,
      getActions: ({ row }) =>
        rowActions([
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
    },
  ];
}
