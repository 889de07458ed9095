import AttachFileIcon from '@mui/icons-material/AttachFile';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { VatSummary } from '@tawi/contracts';
import { DocumentCell } from '../../shared/documents/document-cell';
import { downloadFile } from '../../shared/download-file';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../shared/format';
import { rowActions } from '../../shared/row-actions';
import { formatNetVat, netVatKind, vatFileUrls, vatPaths } from './vat-format';
import { VatStatusChips } from './vat-status-chips';

export interface VatSummaryColumnOptions {
  /** On a phone the due date and the net VAT show under the period. */
  narrow: boolean;
  /** accounting:update: attach a filing report from the row. */
  canAttach: boolean;
  onAttach: (summary: VatSummary) => void;
}

const money = (field: keyof VatSummary, headerName: string, width = 115): GridColDef<VatSummary> => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (v: number) => formatKes(v),
});

function NetVatCell({ netVat }: { netVat: number }) {
  const kind = netVatKind(netVat);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
        {formatKes(Math.abs(netVat))}
      </Typography>
      <Typography variant="caption" color={kind === 'Credit' ? 'success.main' : 'text.secondary'}>
        {kind}
      </Typography>
    </Box>
  );
}

/** A year's monthly VAT summaries: figures, status, and the row's downloads and attach action. */
export function vatSummaryColumns(o: VatSummaryColumnOptions): GridColDef<VatSummary>[] {
  return [
    {
      field: 'period',
      headerName: 'Period',
      width: 100,
      flex: o.narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          to={vatPaths.one(row.period)}
          number={row.label}
          caption={o.narrow ? `${formatNetVat(row.netVat)} · due ${formatDate(row.dueDate)}` : undefined}
        />
      ),
    },
    { field: 'dueDate', headerName: 'Due date', width: 110, valueFormatter: (v: string) => formatDate(v) },
    money('totalSales', 'Sales', 130),
    money('outputVat', 'Output VAT'),
    money('totalPurchases', 'Purchases', 130),
    money('inputVat', 'Input VAT'),
    {
      field: 'netVat',
      headerName: 'Net VAT',
      type: 'number',
      width: 120,
      renderCell: ({ row }) => <NetVatCell netVat={row.netVat} />,
    },
    { field: 'transactionsCount', headerName: 'Documents', type: 'number', width: 100 },
    {
      field: 'status',
      headerName: 'Status',
      width: o.narrow ? 95 : 170,
      renderCell: ({ row }) => <VatStatusChips summary={row} compact={o.narrow} />,
    },
    {
      field: 'filingDate',
      headerName: 'Filed on',
      width: 110,
      valueFormatter: (v: string | null) => (v ? formatDate(v) : EMPTY_DISPLAY),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 115,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'zip',
            icon: <FolderZipIcon />,
            label: `Download the VAT3 schedules of ${row.label} (ZIP)`,
            onClick: () => downloadFile(vatFileUrls.zip(row.period)),
            shown: true,
          },
          {
            key: 'pdf',
            icon: <PictureAsPdfIcon />,
            label: `Download the VAT summary of ${row.label} (PDF)`,
            onClick: () => downloadFile(vatFileUrls.pdf(row.period)),
            shown: true,
          },
          {
            key: 'attach',
            icon: <AttachFileIcon />,
            label: `Attach a filing report to ${row.label}`,
            onClick: () => o.onAttach(row),
            shown: o.canAttach,
          },
        ]),
    },
  ];
}
