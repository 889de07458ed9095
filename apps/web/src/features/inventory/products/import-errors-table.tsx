import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductImportResult } from '@tawi/contracts';
import { EMPTY_DISPLAY } from '../../../shared/format';

/** The rows of an import file the server refused: line number, field and what is wrong. */
export function ImportErrorsTable({ errors }: { errors: ProductImportResult['errors'] }) {
  return (
    <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" stickyHeader aria-label="Rows with errors">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 70 }}>Line</TableCell>
            <TableCell sx={{ width: 130 }}>Field</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e) => (
            <TableRow key={`${e.line}:${e.field ?? ''}:${e.message}`}>
              <TableCell>{e.line}</TableCell>
              <TableCell>{e.field ?? EMPTY_DISPLAY}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
