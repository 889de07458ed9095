import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NUM, PHONE_ONLY } from '../../../shared/documents/table-styles';
import { formatKes } from '../../../shared/format';
import { customerPaths } from '../customers-paths';
import { owesText } from '../owes-text';
import { useCustomersText } from '../use-customers-text';
import {
  AGING_COLUMNS,
  type AgingFigures,
  type AgingRow,
  type AgingSort,
  type AgingSortField,
  agingColumnLabel,
} from './aging-rows';

/** The customer column stays in view while the amounts scroll sideways on a phone. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
const TOTAL = { fontWeight: 600, fontSize: 14, color: 'text.primary' } as const;

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: AgingSortField;
  label: string;
  sort: AgingSort;
  onSort: (sort: AgingSort) => void;
}) {
  const active = sort.field === field;
  const numeric = field !== 'customerName';
  const flip = active && sort.direction === 'asc' ? 'desc' : 'asc';
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sortDirection={active ? sort.direction : false}
      // the longest label may take two lines, so the eight columns fit a desk without scrolling
      sx={[
        { fontWeight: 600, whiteSpace: field === 'unappliedCredit' ? 'normal' : 'nowrap' },
        !numeric && STICKY,
      ]}
    >
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : numeric ? 'desc' : 'asc'}
        onClick={() => onSort({ field, direction: active ? flip : numeric ? 'desc' : 'asc' })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

export interface AgingTableProps {
  rows: readonly AgingRow[];
  totals: AgingFigures;
  totalsLabel: string;
  sort: AgingSort;
  onSort: (sort: AgingSort) => void;
  paging: GridPaginationModel;
  onPaging: (paging: GridPaginationModel) => void;
}

/** Customers by what they owe per aging bucket: sortable headers, a page of rows, the totals line. */
export function AgingTable({ rows, totals, totalsLabel, sort, onSort, paging, onPaging }: AgingTableProps) {
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const start = paging.page * paging.pageSize;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer>
        <Table
          size="small"
          aria-label={t('aging.tableLabel')}
          sx={{ minWidth: 900, '& th, & td': { px: { xs: 1, md: 1.25 } } }}
        >
          <TableHead>
            <TableRow>
              <SortHeader field="customerName" label={t('common.customer')} sort={sort} onSort={onSort} />
              {AGING_COLUMNS.map((field) => (
                <SortHeader
                  key={field}
                  field={field}
                  label={agingColumnLabel(field, t)}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(start, start + paging.pageSize).map((r) => (
              <TableRow
                key={r.customerId}
                hover
                onClick={() => navigate(customerPaths.customer(r.customerId))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell component="th" scope="row" sx={STICKY}>
                  <Link
                    component={RouterLink}
                    to={customerPaths.customer(r.customerId)}
                    underline="hover"
                    onClick={(e) => e.stopPropagation()}
                  >
                    {r.customerName}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={[PHONE_ONLY, NUM]}>
                    {owesText(r.total, t)}
                  </Typography>
                </TableCell>
                {AGING_COLUMNS.map((field) => (
                  <TableCell
                    key={field}
                    align="right"
                    sx={[
                      NUM,
                      field === 'total' && { fontWeight: 600 },
                      r[field] === 0 && { color: 'text.disabled' },
                    ]}
                  >
                    {formatKes(r[field])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={[TOTAL, STICKY]}>
                {totalsLabel}
              </TableCell>
              {AGING_COLUMNS.map((field) => (
                <TableCell key={field} align="right" sx={[TOTAL, NUM]}>
                  {formatKes(totals[field])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_, page) => onPaging({ ...paging, page })}
        onRowsPerPageChange={(e) => onPaging({ page: 0, pageSize: Number(e.target.value) })}
        labelRowsPerPage={t('aging.rows')}
      />
    </Paper>
  );
}
