import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { downloadFile } from '../../../shared/download-file';
import { useReportsText } from '../use-reports-text';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
  { format: 'pdf', label: 'PDF' },
];

/** "Export" with CSV, Excel and PDF of exactly what is on screen (every row, not just the page). */
export function ReportExportMenu({
  urlOf,
  disabled,
}: {
  urlOf: (format: ExportFormat) => string;
  disabled?: boolean;
}) {
  const { t } = useReportsText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'report-export-menu' : undefined}
      >
        {t('exportMenu.button')}
      </Button>
      <Menu id="report-export-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              downloadFile(urlOf(format));
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
