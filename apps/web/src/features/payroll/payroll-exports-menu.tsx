import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { type PayrollFile, payrollFileUrl } from './payroll-api';
import { usePayrollText } from './use-payroll-text';

/** Each file and its words in `exports` of the payroll text (the name, and `<name>Hint` under it). */
const FILES = [
  { file: 'p10', text: 'p10' },
  { file: 'nssf-schedule', text: 'nssf' },
  { file: 'shif-schedule', text: 'shif' },
  { file: 'housing-levy-schedule', text: 'housingLevy' },
  { file: 'bank-file', text: 'bank' },
  { file: 'mpesa-file', text: 'mpesa' },
] as const satisfies ReadonlyArray<{ file: PayrollFile; text: string }>;

/** The period's downloads: P10, the NSSF, SHIF and housing levy schedules, and the payment files. */
export function PayrollExportsMenu({ period, branchId }: { period: string; branchId: string | undefined }) {
  const { t } = usePayrollText();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('exports.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FILES.map(({ file, text }) => (
          <MenuItem
            key={file}
            component="a"
            href={payrollFileUrl(file, period, branchId)}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemText primary={t(`exports.${text}`)} secondary={t(`exports.${text}Hint`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
