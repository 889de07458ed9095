import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  PERMISSION_ACTION_LABELS,
  PERMISSION_ACTIONS,
  PERMISSION_MODULE_LABELS,
  PERMISSION_MODULES,
  type PermissionModule,
  SPECIAL_PERMISSION_LABELS,
  SPECIAL_PERMISSIONS,
} from '@tawi/domain';

export interface PermissionMatrixProps {
  value: readonly string[];
  onChange?: (next: string[]) => void;
  readOnly?: boolean;
  /** Labels the table for screen readers. */
  label: string;
}

const key = (m: string, a: string) => `${m}:${a}`;

/**
 * Modules down, actions (View, Create, Update, Delete, Approve) across, one checkbox each; then the
 * permissions outside the matrix (cost prices and margins), each with a View checkbox.
 */
export function PermissionMatrix({ value, onChange, readOnly = false, label }: PermissionMatrixProps) {
  const granted = new Set(value);
  const emit = (next: Set<string>) => onChange?.(ALL_IN_ORDER.filter((p) => next.has(p)));

  const toggle = (permission: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(permission);
    else next.delete(permission);
    emit(next);
  };
  const toggleModule = (m: PermissionModule, on: boolean) => {
    const next = new Set(granted);
    for (const a of PERMISSION_ACTIONS) {
      if (on) next.add(key(m, a));
      else next.delete(key(m, a));
    }
    emit(next);
  };

  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
              Module
            </TableCell>
            {PERMISSION_ACTIONS.map((a) => (
              <TableCell key={a} component="th" scope="col" align="center" sx={{ fontWeight: 600 }}>
                {PERMISSION_ACTION_LABELS[a]}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="center" sx={{ fontWeight: 600 }}>
              All
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSION_MODULES.map((m) => {
            const count = PERMISSION_ACTIONS.filter((a) => granted.has(key(m, a))).length;
            const moduleLabel = PERMISSION_MODULE_LABELS[m];
            return (
              <TableRow key={m} hover>
                <TableCell component="th" scope="row">
                  {moduleLabel}
                </TableCell>
                {PERMISSION_ACTIONS.map((a) => (
                  <TableCell key={a} align="center" padding="checkbox">
                    <Checkbox
                      checked={granted.has(key(m, a))}
                      disabled={readOnly}
                      onChange={(_, on) => toggle(key(m, a), on)}
                      slotProps={{
                        input: { 'aria-label': `${moduleLabel}: ${PERMISSION_ACTION_LABELS[a]}` },
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    checked={count === PERMISSION_ACTIONS.length}
                    indeterminate={count > 0 && count < PERMISSION_ACTIONS.length}
                    disabled={readOnly}
                    onChange={(_, on) => toggleModule(m, on)}
                    slotProps={{ input: { 'aria-label': `${moduleLabel}: all actions` } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {SPECIAL_PERMISSIONS.map((p) => {
            const { label: specialLabel, description } = SPECIAL_PERMISSION_LABELS[p];
            return (
              <TableRow key={p} hover>
                <TableCell component="th" scope="row">
                  {specialLabel}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {description}
                  </Typography>
                </TableCell>
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    checked={granted.has(p)}
                    disabled={readOnly}
                    onChange={(_, on) => toggle(p, on)}
                    slotProps={{ input: { 'aria-label': `${specialLabel}: View` } }}
                  />
                </TableCell>
                <TableCell colSpan={PERMISSION_ACTIONS.length} />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

const ALL_IN_ORDER = [
  ...PERMISSION_MODULES.flatMap((m) => PERMISSION_ACTIONS.map((a) => key(m, a))),
  ...SPECIAL_PERMISSIONS,
];
