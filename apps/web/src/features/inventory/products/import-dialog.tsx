import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductImportResult } from '@tawi/contracts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { ImportErrorsTable } from './import-errors-table';
import { IMPORT_COLUMNS, importLabel, importTemplateHref, MAX_IMPORT_BYTES } from './import-template';
import { useImportProducts } from './products-api';

interface Checked {
  fileName: string;
  csv: string;
  result: ProductImportResult;
}

function ImportPreview({ checked }: { checked: Checked }) {
  const { result } = checked;
  if (result.errors.length > 0)
    return (
      <>
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {checked.fileName}: {result.errors.length} {result.errors.length === 1 ? 'problem' : 'problems'} in{' '}
          {result.rows} rows. Nothing was imported; correct the file and choose it again.
        </Alert>
        <ImportErrorsTable errors={result.errors} />
      </>
    );
  return (
    <Alert severity="success">
      {checked.fileName}: {result.rows} rows are ready, {result.toCreate} new and {result.toUpdate} to update.
    </Alert>
  );
}

/** Checks a CSV file of products (a dry run lists every bad line), then imports it. Mount only while open. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportProducts();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = importer.isPending;
  const ready = checked !== null && checked.result.errors.length === 0 && checked.result.rows > 0;
  const count = checked ? checked.result.toCreate + checked.result.toUpdate : 0;

  const check = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    setChecked(null);
    if (file.size > MAX_IMPORT_BYTES) return setError('The file is larger than 900 KB');
    try {
      const csv = await file.text();
      const result = await importer.mutateAsync({ csv, dryRun: true });
      setChecked({ fileName: file.name, csv, result });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const commit = async () => {
    if (!checked) return;
    setError(null);
    try {
      const result = await importer.mutateAsync({ csv: checked.csv, dryRun: false });
      const n = result.toCreate + result.toUpdate;
      toast.success(`${n} ${n === 1 ? 'product' : 'products'} imported`);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Import products</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          A CSV file with the header{' '}
          <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
            {IMPORT_COLUMNS.join(',')}
          </Box>
          . Rows whose SKU exists update that product. The file is checked first; nothing is saved until you
          import it.{' '}
          <Link href={importTemplateHref()} download="products-template.csv">
            Download a template
          </Link>
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          hidden
          onChange={(e) => void check(e)}
        />
        <Box sx={{ mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            loading={busy && !checked}
          >
            {checked ? 'Choose another file' : 'Choose a CSV file'}
          </Button>
        </Box>
        {checked && <ImportPreview checked={checked} />}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!ready} loading={busy && ready} onClick={() => void commit()}>
          {ready ? importLabel(count) : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
