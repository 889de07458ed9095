import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { type PayrollFile, payrollFileUrl } from './payroll-api';

const FILES: Array<{ file: PayrollFile; label: string; hint: string }> = [
  {
    file: 'p10',
    label: 'P10 return (ZIP of iTax CSV sheets)',
    hint: 'PAYE, SHIF, NSSF and AHL per employee, all your branches',
  },
  { file: 'nssf-schedule', label: 'NSSF schedule (CSV)', hint: 'Tier I and II contributions per member' },
  { file: 'shif-schedule', label: 'SHIF schedule (CSV)', hint: 'Contributions per SHIF number' },
  {
    file: 'housing-levy-schedule',
    label: 'Housing levy schedule (CSV)',
    hint: 'Employee and employer AHL per PIN',
  },
  { file: 'bank-file', label: 'Bank payment file (CSV)', hint: 'Net pay of employees paid by bank' },
  {
    file: 'mpesa-file',
    label: 'M-Pesa bulk payment file (CSV)',
    hint: 'Net pay of employees paid by M-Pesa',
  },
];

/** The period's downloads: P10, the NSSF, SHIF and housing levy schedules, and the payment files. */
export function PayrollExportsMenu({ period, branchId }: { period: string; branchId: string | undefined }) {
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
        Exports
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FILES.map(({ file, label, hint }) => (
          <MenuItem
            key={file}
            component="a"
            href={payrollFileUrl(file, period, branchId)}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemText primary={label} secondary={hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
