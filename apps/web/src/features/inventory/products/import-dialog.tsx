import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductImportResult } from '@tawi/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Trans } from 'react-i18next';
import { ActionDialog } from '../../../shared/action-dialog';
import { errorMessage } from '../../../shared/api/api-error';
import { useInventoryText } from '../use-inventory-text';
import { ImportErrorsTable } from './import-errors-table';
import { IMPORT_COLUMNS, importTemplateHref, MAX_IMPORT_BYTES } from './import-template';
import { useImportProducts } from './products-api';

interface Checked {
  fileName: string;
  csv: string;
  result: ProductImportResult;
}

function ImportPreview({ checked }: { checked: Checked }) {
  const { t } = useInventoryText();
  const { result } = checked;
  if (result.errors.length > 0)
    return (
      <>
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {t('import.problems', { file: checked.fileName, count: result.errors.length, rows: result.rows })}
        </Alert>
        <ImportErrorsTable errors={result.errors} />
      </>
    );
  return (
    <Alert severity="success">
      {t('import.ready', {
        file: checked.fileName,
        rows: result.rows,
        toCreate: result.toCreate,
        toUpdate: result.toUpdate,
      })}
    </Alert>
  );
}

/** Checks a CSV file of products (a dry run lists every bad line), then imports it. Mount only while open. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useInventoryText();
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
    if (file.size > MAX_IMPORT_BYTES) return setError(t('import.tooLarge'));
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
      toast.success(t('import.done', { count: result.toCreate + result.toUpdate }));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <ActionDialog
      title={t('import.title')}
      onClose={onClose}
      busy={busy}
      error={error}
      maxWidth="md"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('import.cancel')}
          </Button>
          <Button variant="contained" disabled={!ready} loading={busy && ready} onClick={() => void commit()}>
            {ready ? t('import.importCount', { count }) : t('import.import')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans
          t={t}
          i18nKey="import.intro"
          values={{ columns: IMPORT_COLUMNS.join(',') }}
          components={{ code: <Box component="code" sx={{ overflowWrap: 'anywhere' }} /> }}
        />{' '}
        <Link href={importTemplateHref()} download="products-template.csv">
          {t('import.template')}
        </Link>
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label={t('import.fileLabel')}
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
          {checked ? t('import.chooseAnother') : t('import.chooseFile')}
        </Button>
      </Box>
      {checked && <ImportPreview checked={checked} />}
    </ActionDialog>
  );
}
