import AddIcon from '@mui/icons-material/Add';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import type { CreditNote } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { DocumentCell } from '../../../shared/documents/document-cell';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { customerPaths } from '../customers-paths';
import { CreditNoteDialog } from './credit-note-dialog';
import { useCreditNotes } from './credit-notes-api';

function creditColumns(narrow: boolean): GridColDef<CreditNote>[] {
  return [
    {
      field: 'creditNoteNumber',
      headerName: 'Credit note',
      width: 130,
      flex: narrow ? 1 : undefined,
      renderCell: ({ row }) => (
        <DocumentCell
          number={row.creditNoteNumber}
          caption={narrow ? `${row.customerName} · ${formatKes(row.total)}` : undefined}
        />
      ),
    },
    {
      field: 'invoiceNumber',
      headerName: 'Invoice',
      width: 120,
      renderCell: ({ row }) => (
        <DocumentCell number={row.invoiceNumber} to={customerPaths.invoice(row.invoiceId)} />
      ),
    },
    { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 150 },
    { field: 'date', headerName: 'Date', width: 115, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'reason',
      headerName: 'Reason',
      width: 180,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'returnStock',
      headerName: 'Stock back',
      width: 105,
      valueFormatter: (v: boolean) => (v ? 'Yes' : 'No'),
    },
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 135,
      valueFormatter: (v: number) => formatKes(v),
    },
  ];
}

/** Credit notes against issued invoices, and a new one from an invoice. */
export function CreditNotesPage() {
  const { can } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const { paging, setPaging, query } = useServerPaging(search);
  const notes = useCreditNotes({ ...query, search });
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => creditColumns(narrow), [narrow]);

  return (
    <>
      <PageHeader
        title="Credit & Refunds"
        description="Credit notes correct issued invoices: goods returned, overcharges, discounts after the sale."
        actions={
          can('customers:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New credit note
            </Button>
          )
        }
      />
      <ListToolbar>
        <SearchField
          value={searchText}
          onChange={setSearchText}
          label="Search credit notes"
          placeholder="Credit note, invoice or customer"
        />
      </ListToolbar>
      <DataTable
        label="Credit notes"
        rows={notes.data?.items ?? []}
        rowCount={notes.data?.total ?? 0}
        columns={columns}
        loading={notes.isPending || (notes.isFetching && notes.isPlaceholderData)}
        error={notes.error}
        onRetry={() => void notes.refetch()}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle={search ? 'No credit note matches your search' : 'No credit notes yet'}
        emptyDescription={
          search ? 'Try another number or name.' : 'Correct an issued invoice with New credit note.'
        }
        emptyIcon={CurrencyExchangeIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          invoiceNumber: !narrow,
          customerName: !narrow,
          date: !narrow,
          reason: !narrow,
          returnStock: !narrow,
          total: !narrow,
        }}
      />
      {creating && <CreditNoteDialog onClose={() => setCreating(false)} />}
    </>
  );
}
