import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductImportResult } from '@tawi/contracts';
import { EMPTY_DISPLAY } from '../../../shared/format';
import { useInventoryText } from '../use-inventory-text';

/** The rows of an import file the server refused: line number, field and what is wrong. */
export function ImportErrorsTable({ errors }: { errors: ProductImportResult['errors'] }) {
  const { t } = useInventoryText();
  return (
    <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" stickyHeader aria-label={t('import.errors.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 70 }}>{t('import.errors.line')}</TableCell>
            <TableCell sx={{ width: 130 }}>{t('import.errors.field')}</TableCell>
            <TableCell>{t('import.errors.problem')}</TableCell>
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
